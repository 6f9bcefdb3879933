import { useStore } from '@nanostores/react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { HOTEL_PROJECT_TYPE } from '#shared/domain-values.ts';
import type { Project } from '#shared/entities/project.ts';
import { type Strings, stringsFor } from '#shared/i18n/dictionary.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { ProjectSpecs, SpecBox } from '../data/views/project-view.ts';
import { useLanguage } from '../stores/language.ts';
import { $specsDrawerOpen } from '../stores/overlays.ts';
import { useEscapeToClose } from './shared/use-escape-to-close.ts';
import './SpecsDrawer.css';

interface Props {
  title: Record<Language, string>;
  titleLang: Record<Language, Language | undefined>;
  projectType: Project['projectType'];
  specs: Record<Language, ProjectSpecs>;
}

/** What each box means (docs/product.md#entities-and-their-fields); a Hotel counts rooms where other projects count apartments. */
function labelsFor(isHotel: boolean): [SpecBox, keyof Strings][] {
  return [
    ['boxOne', 'specYear'],
    ['boxTwo', 'specBuildingArea'],
    ['boxThree', 'specScale'],
    ['boxFour', 'specFloors'],
    ['boxFive', isHotel ? 'specRooms' : 'specApartments'],
    ['boxSix', 'specServiceUnits'],
    ['boxSeven', 'specCarPosts'],
  ];
}

/** The project's specifications in a drawer from the side; boxes left empty are not shown. */
export default function SpecsDrawer({ title, titleLang, projectType, specs }: Props) {
  const language = useLanguage();
  const isOpen = useStore($specsDrawerOpen);
  const strings = stringsFor(language);
  const isHotel = projectType === HOTEL_PROJECT_TYPE;
  const { figures: boxes, note, noteLang } = specs[language];
  const figures = labelsFor(isHotel).filter(([box]) => boxes[box].trim() !== '');
  useEscapeToClose(isOpen, () => $specsDrawerOpen.set(false));

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => $specsDrawerOpen.set(open)}
      isDismissable
      className="specs-overlay"
    >
      <Modal className="specs-drawer">
        <Dialog className="specs-drawer__dialog" data-layout={isHotel ? 'hotel' : 'standard'} data-specs-drawer>
          <div className="specs-drawer__head">
            <div>
              <p className="specs-drawer__eyebrow" lang={isHotel ? undefined : titleLang[language]}>
                {isHotel ? strings.specsHotelLayout : title[language]}
              </p>
              <Heading slot="title" className="specs-drawer__title">
                {strings.projectDetails}
              </Heading>
            </div>
            <Button slot="close" className="specs-drawer__close" aria-label={strings.specsClose}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          {isHotel && (
            <p className="specs-drawer__name" lang={titleLang[language]}>
              {title[language]}
            </p>
          )}
          <dl className="specs-drawer__figures">
            {figures.map(([box, label]) => (
              <div key={box} className="specs-drawer__figure" data-spec={box}>
                <dt>{strings[label]}</dt>
                <dd>{boxes[box]}</dd>
              </div>
            ))}
          </dl>
          {note && (
            <div className="specs-drawer__note" data-spec="boxEight">
              <p className="specs-drawer__note-label">{strings.specNote}</p>
              <p lang={noteLang}>{note}</p>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
