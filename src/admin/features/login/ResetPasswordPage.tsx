import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { $adminLanguage, chooseAdminLanguage, textIn } from '#admin/i18n/admin-language.ts';
import { PASSWORDS_DIFFER } from '#admin/i18n/en-accounts.ts';
import { ApiRequestError, apiRequest } from '#admin/lib/api-client.ts';
import { DASHBOARD_PATH, LOGIN_PATH } from '#admin/lib/routes.ts';
import { startSession } from '#admin/lib/session.ts';
import { HTML_LANG, isLanguage, type Language } from '#shared/i18n/languages.ts';
import { type LoginResponse, LoginResponseSchema, NewPasswordSchema } from '#shared/payloads/auth.ts';
import NewPasswordFields from '../account/NewPasswordFields.tsx';
import { withRepeatedPassword } from '../account/repeated-password.ts';
import LoginPanel from './LoginPanel.tsx';
import { LOGIN_TEXT } from './login-text.ts';
import SecondFactorStep from './SecondFactorStep.tsx';

const ResetFormSchema = withRepeatedPassword(
  z.object({ newPassword: NewPasswordSchema }),
  'newPassword',
  PASSWORDS_DIFFER,
);
type ResetForm = z.infer<typeof ResetFormSchema>;

/**
 * The emailed link of a forgotten password (PASSWORD_RESET_PATH?token=…&language=…): the new
 * password twice, then signed in, or asked the second factor first where the account has one.
 * In the email's language until the visitor switches; open without a session.
 */
export default function ResetPasswordPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => searchParams.get('token') ?? '');
  const linkLanguage = searchParams.get('language');
  const [language, setLanguage] = useState<Language>(() =>
    isLanguage(linkLanguage) ? linkLanguage : $adminLanguage.get(),
  );
  const words = textIn(language).passwordReset;
  const loginText = LOGIN_TEXT[language];
  const [refused, setRefused] = useState(token === '');
  const [failure, setFailure] = useState<string | null>(null);
  const [codeDueFor, setCodeDueFor] = useState<LoginResponse | null>(null);
  const form = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { newPassword: '', repeatPassword: '' },
  });

  // The token leaves the address once read: it is then in no Referer this page sends, nor in the history.
  useEffect(() => {
    if (!searchParams.has('token')) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('token');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  // The fields' own words (NewPasswordFields) follow the admin's language: this page's, unkept until signed in.
  useEffect(() => {
    $adminLanguage.set(language);
    const root = document.documentElement;
    root.lang = HTML_LANG[language];
    document.title = textIn(language).passwordReset.title;
  }, [language]);

  function signedIn(login: LoginResponse) {
    startSession(login);
    chooseAdminLanguage(language);
    navigate(DASHBOARD_PATH, { replace: true });
  }

  async function reset({ newPassword }: ResetForm) {
    setFailure(null);
    try {
      const answer = await apiRequest('POST', '/user/password/reset', LoginResponseSchema, {
        body: { token, newPassword },
        withoutSession: true,
      });
      if (answer.secondFactorDue) setCodeDueFor(answer);
      else signedIn(answer);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'RESET_LINK_REFUSED') setRefused(true);
      else if (error instanceof ApiRequestError && error.fields.newPassword)
        form.setError('newPassword', { message: error.fields.newPassword });
      else setFailure(words.failed);
    }
  }

  const { isSubmitting } = form.formState;
  return (
    <LoginPanel
      language={language}
      onChooseLanguage={setLanguage}
      heading={codeDueFor ? loginText.secondFactorHeading : words.heading}
    >
      {codeDueFor && <SecondFactorStep login={codeDueFor} language={language} onSignedIn={signedIn} />}
      {!codeDueFor && refused && (
        <>
          <p className="admin-alert admin-alert--error" role="alert">
            {token === '' ? words.noLink : words.refused}
          </p>
          <p className="login__back">
            <a href={LOGIN_PATH}>{words.askAgain}</a>
          </p>
        </>
      )}
      {!codeDueFor && !refused && (
        <form className="admin-form" onSubmit={form.handleSubmit(reset)} noValidate>
          <p className="login__intro">{words.intro}</p>
          <NewPasswordFields form={form} name="newPassword" label="new" whose="your" />
          {failure && (
            <p className="admin-alert admin-alert--error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="admin-button admin-button--wide" disabled={isSubmitting}>
            {isSubmitting ? words.submitting : words.submit}
          </button>
        </form>
      )}
    </LoginPanel>
  );
}
