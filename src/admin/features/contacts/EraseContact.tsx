import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { nounOf } from '#admin/i18n/nouns.ts';
import ConfirmAction from '#admin/layout/ConfirmAction.tsx';
import { notify } from '#admin/layout/Toasts.tsx';
import { apiRequest, logFailure } from '#admin/lib/api-client.ts';
import { messagesIn } from '#admin/lib/messages.ts';
import { screenPaths } from '#admin/lib/routes.ts';
import { conflictDetail } from '#admin/resources/use-delete-with-notice.ts';
import { CONTACT, type Contact } from '#shared/entities/contact.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { MessageSchema } from '#shared/schemas/common.ts';
import { contactName } from './contact-text.ts';

/**
 * The Delete of a contact's view: the message or application goes at once with its CV and the
 * emails about it, not to the trash (the right to erasure), after a question that says so.
 */
export default function EraseContact({ contact }: { contact: Contact }) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const messages = messagesIn(language, nounOf(CONTACT, language));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const erase = useMutation({
    mutationFn: () => apiRequest('DELETE', fillPath(CONTACT.api.remove, contact.contactId), MessageSchema),
    onSuccess: () => {
      notify(messages.deleted);
      // Read again when next shown, not now: this view's own read would find it gone.
      void queryClient.invalidateQueries({ queryKey: [CONTACT.kind], refetchType: 'none' });
      navigate(screenPaths(CONTACT).list);
    },
    onError: (error) => {
      logFailure(error);
      notify(`${messages.deleteFailed} ${conflictDetail(error)}`.trim(), 'error');
    },
  });
  const name = contactName(contact, t.contact);
  return (
    <ConfirmAction
      action={t.common.delete}
      subject={name}
      question={t.contactPrivacy.eraseQuestion(name)}
      isDisabled={erase.isPending}
      onConfirm={() => erase.mutate()}
    >
      <p>{t.contactPrivacy.eraseText(contact.kind === 'application')}</p>
    </ConfirmAction>
  );
}
