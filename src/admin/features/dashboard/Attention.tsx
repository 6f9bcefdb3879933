import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import type { AdminText } from '#admin/i18n/en.ts';
import QueryState from '#admin/layout/QueryState.tsx';
import { SECTIONS } from '#admin/layout/sections.ts';
import { CONTACT } from '#shared/entities/contact.ts';
import { MEDIA } from '#shared/entities/media.ts';
import {
  FAILED_PUBLISH_DAYS,
  type InboxAttention,
  type KindAttention,
  type PublishingAttention,
} from '#shared/payloads/attention.ts';
import { filterSearch } from '../contacts/inbox-search.ts';
import TrashCount from '../trash/TrashCount.tsx';
import MailState from './MailState.tsx';
import TechnicalDetails from './TechnicalDetails.tsx';
import { useAttention } from './use-attention.ts';

/**
 * What one kind of content has that needs attention, in words ("2 not on the site", "1 lacking
 * Albanian"), each with the search of its list that shows just those items (lists/list-search.ts).
 */
function needsOf(
  { offSite, drafts, missing, withoutImages }: KindAttention,
  words: AdminText['dashboard'],
  draftWords: AdminText['drafts'],
): { text: string; search?: string }[] {
  const needs = [
    { count: drafts, text: draftWords.waiting(drafts), search: { published: 'false' } },
    { count: offSite, text: words.offSite(offSite), search: { shown: 'false', published: 'true' } },
    { count: missing.sq, text: words.lackingAlbanian(missing.sq), search: { missing: 'sq' } },
    { count: missing.en, text: words.lackingEnglish(missing.en), search: { missing: 'en' } },
    // The lists have no filter for a missing image: said, not linked.
    { count: withoutImages, text: words.withoutImages(withoutImages) },
  ];
  return needs
    .filter((need) => need.count > 0)
    .map(({ text, search }) => ({ text, ...(search && { search: new URLSearchParams(search).toString() }) }));
}

/** What waits unopened in the inbox, in words, each linked to the inbox narrowed to it; none when nothing waits. */
function inboxNeeds({ messages, inquiries, applications }: InboxAttention, words: AdminText['dashboard']) {
  return [
    { count: messages, text: words.newMessages(messages), kind: 'message' as const },
    { count: inquiries, text: words.newInquiries(inquiries), kind: 'inquiry' as const },
    { count: applications, text: words.newApplications(applications), kind: 'application' as const },
  ]
    .filter((need) => need.count > 0)
    .map(({ text, kind }) => ({ text, search: filterSearch({ kind, state: 'new' }).toString() }));
}

/**
 * The images items show without saying what they show, in words, linked to the library narrowed
 * to them (its address: features/media/library-address.ts); none when every shown image is described.
 */
function imageNeeds(shownWithoutAlt: number, words: AdminText['dashboard']) {
  if (shownWithoutAlt === 0) return [];
  const search = new URLSearchParams({ withoutAlt: 'true', unused: 'false' }).toString();
  return [{ text: words.shownWithoutAlt(shownWithoutAlt), search }];
}

/** The publishes that did not reach the site, in words; none when every change is live. */
function publishingNeeds({ retrying, failed }: PublishingAttention, words: AdminText['dashboard']): string[] {
  return [
    retrying > 0 && words.retrying(retrying),
    failed > 0 && words.failedPublishes(failed, FAILED_PUBLISH_DAYS),
  ].filter((need): need is string => Boolean(need));
}

/**
 * The dashboard's panel of items the public site does not show, shows in one language only or
 * without an image, of images shown without an alternative text, of publishes that did not reach the site, and of the trash.
 */
export default function Attention() {
  const query = useAttention();
  const text = useAdminText();
  const words = text.dashboard;
  const language = useAdminLanguage();
  return (
    <section className="attention" aria-labelledby="attention-title">
      <h2 id="attention-title">{words.attention}</h2>
      <QueryState query={query}>
        {({ kinds, inbox, publishing, mail, images }) => {
          const contacts = SECTIONS.find((candidate) => candidate.key === CONTACT.kind);
          const unread = inbox && contacts ? inboxNeeds(inbox, words) : [];
          const library = SECTIONS.find((candidate) => candidate.key === MEDIA.kind);
          const undescribed = library ? imageNeeds(images.shownWithoutAlt, words) : [];
          const lines = [
            ...(contacts && unread.length > 0 ? [{ section: contacts, needs: unread }] : []),
            ...(library && undescribed.length > 0 ? [{ section: library, needs: undescribed }] : []),
            ...kinds.flatMap((kind) => {
              const section = SECTIONS.find((candidate) => candidate.key === kind.kind);
              const needs = needsOf(kind, words, text.drafts);
              return section && needs.length > 0 ? [{ section, needs }] : [];
            }),
          ];
          const publishNeeds = publishingNeeds(publishing, words);
          return (
            <>
              {lines.length === 0 && publishNeeds.length === 0 ? (
                <p>{words.allWell}</p>
              ) : (
                <ul className="attention__list">
                  {publishNeeds.length > 0 && (
                    <li className="attention__publishing">
                      <a href="#recent-publishes-title">{words.publishing}</a>: {publishNeeds.join(', ')}
                      {publishing.lastError && (
                        <span className="attention__error">
                          {words.lastError} {words.publishFailures[publishing.lastError.stage]}
                          <TechnicalDetails text={publishing.lastError.message} />
                        </span>
                      )}
                    </li>
                  )}
                  {lines.map(({ section, needs }) => (
                    <li key={section.key}>
                      <Link to={section.to}>{section.label[language]}</Link>:{' '}
                      {needs.map((need, index) => (
                        <span key={need.text}>
                          {index > 0 && ', '}
                          {need.search === undefined ? (
                            need.text
                          ) : (
                            <Link to={{ pathname: section.to, search: need.search }}>{need.text}</Link>
                          )}
                        </span>
                      ))}
                    </li>
                  ))}
                </ul>
              )}
              <MailState mail={mail} />
            </>
          );
        }}
      </QueryState>
      <TrashCount />
    </section>
  );
}
