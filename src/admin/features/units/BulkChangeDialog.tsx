import { useId, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { failureText } from '#admin/lib/failure-text.ts';
import FieldNotes from '#admin/resources/FieldNotes.tsx';
import type { BulkTarget } from '#admin/resources/lists/bulk-summary.ts';
import { UNIT_PRICE_DISPLAYS, UNIT_STATUSES } from '#shared/domain-values.ts';
import BulkChangePreview from './BulkChangePreview.tsx';
import { type BulkChoice, type BulkProblem, bulkChangeOf, NO_CHANGE } from './bulk-change-choice.ts';
import { problemText } from './bulk-change-text.ts';
import { UNIT_STATUS_LABELS } from './unit-choices.ts';
import { useBulkChange } from './use-bulk-change.ts';

interface Props {
  targets: BulkTarget[];
  onCancel: () => void;
  /** The change was applied: the dialog is to close and the selection to clear. */
  onApplied: () => void;
}

/**
 * Changes the selected units together: their status, their price by a percentage or an amount,
 * and whether the site shows it, each "no change" at first. Preview shows each unit before and
 * after; Apply writes it as previewed, offered only while no unit is refused and something
 * changes. Any field changed forgets the preview. Mounted when it opens, so that each opening
 * starts from no change.
 */
export default function BulkChangeDialog({ targets, onCancel, onApplied }: Props) {
  const t = useAdminText();
  const words = t.unitBulk;
  const language = useAdminLanguage();
  const id = useId();
  const [choice, setChoice] = useState<BulkChoice>(NO_CHANGE);
  const [problem, setProblem] = useState<BulkProblem | null>(null);
  const bulk = useBulkChange(onApplied);
  const previewed = bulk.previewed;
  const choose = (part: Partial<BulkChoice>) => {
    setChoice((current) => ({ ...current, ...part }));
    setProblem(null);
    bulk.forget();
  };
  const field = (name: string) => `${id}-${name}`;
  const priceProblem = problem === 'number' || problem === 'percentRange' || problem === 'wholeEuros';
  const canApply =
    previewed !== undefined && previewed.preview.refused === 0 && previewed.preview.changed > 0 && !bulk.previewing;

  return (
    <ModalOverlay className="admin-modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onCancel()}>
      <Modal className="admin-modal bulk-change">
        <Dialog className="admin-dialog">
          <Heading slot="title">{words.title(words.units(targets.length))}</Heading>
          <p className="admin-muted">{words.intro}</p>
          <form
            className="bulk-change__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const asked = bulkChangeOf(choice);
              if ('problem' in asked) {
                setProblem(asked.problem);
                return;
              }
              bulk.preview({ unitIds: targets.map((target) => target.id), change: asked.change });
            }}
          >
            <div className="bulk-change__fields">
              <div className="admin-field">
                <label htmlFor={field('status')}>{words.status}</label>
                <select
                  id={field('status')}
                  value={choice.status}
                  onChange={(event) => choose({ status: event.currentTarget.value as BulkChoice['status'] })}
                >
                  <option value="">{words.noChange}</option>
                  {UNIT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {UNIT_STATUS_LABELS[status][language]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="admin-field">
                <label htmlFor={field('price-by')}>{words.price}</label>
                <select
                  id={field('price-by')}
                  value={choice.priceBy}
                  onChange={(event) => choose({ priceBy: event.currentTarget.value as BulkChoice['priceBy'] })}
                >
                  <option value="">{words.noChange}</option>
                  <option value="percent">{words.priceBy.percent}</option>
                  <option value="amount">{words.priceBy.amount}</option>
                </select>
              </div>
              {choice.priceBy && (
                <div className="admin-field" data-invalid={priceProblem ? '' : undefined}>
                  <label htmlFor={field('price-value')}>
                    {choice.priceBy === 'percent' ? words.percent : words.amount}
                  </label>
                  <input
                    id={field('price-value')}
                    type="text"
                    autoComplete="off"
                    value={choice.priceValue}
                    aria-invalid={priceProblem ? true : undefined}
                    aria-describedby={`${field('price-value')}-hint${priceProblem ? ` ${field('price-value')}-error` : ''}`}
                    onChange={(event) => choose({ priceValue: event.currentTarget.value })}
                  />
                  <FieldNotes
                    id={field('price-value')}
                    hint={words.priceHint}
                    error={priceProblem && problem ? problemText(problem, language) : undefined}
                  />
                </div>
              )}
              <div className="admin-field">
                <label htmlFor={field('display')}>{words.display}</label>
                <select
                  id={field('display')}
                  value={choice.priceDisplay}
                  onChange={(event) =>
                    choose({ priceDisplay: event.currentTarget.value as BulkChoice['priceDisplay'] })
                  }
                >
                  <option value="">{words.noChange}</option>
                  {UNIT_PRICE_DISPLAYS.map((display) => (
                    <option key={display} value={display}>
                      {words.displays[display]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {problem === 'nothing' && (
              <p className="admin-field__error" role="alert">
                {problemText(problem, language)}
              </p>
            )}
            <div>
              <Button type="submit" className="admin-button admin-button--ghost" isDisabled={bulk.previewing}>
                {bulk.previewing ? words.previewing : words.preview}
              </Button>
            </div>
          </form>
          {bulk.outdated && (
            <p className="bulk-change__warning" role="alert">
              {words.outdated}
            </p>
          )}
          {bulk.error && (
            <p className="admin-field__error" role="alert">
              {failureText(bulk.error)}
            </p>
          )}
          {previewed && <BulkChangePreview preview={previewed.preview} />}
          <div className="admin-dialog__actions">
            <Button className="admin-button admin-button--ghost" onPress={onCancel}>
              {t.common.cancel}
            </Button>
            <Button
              className="admin-button"
              isDisabled={!canApply || bulk.applying}
              onPress={() => previewed && bulk.apply(previewed)}
            >
              {bulk.applying ? words.applying : words.apply(previewed?.preview.changed ?? targets.length)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
