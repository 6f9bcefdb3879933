/** Where the development inbox listens: its mail server, and the page that shows what it received. */
export interface DevMailInbox {
  smtpUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

/**
 * MailDev (npm), for `MAIL_DEV=true npm start`: a mail server on this machine that keeps every
 * email the API sends and shows them on a web page, so that staff notifications and visitors'
 * confirmations can be read without a real mail server. Only on 127.0.0.1.
 */
export async function startDevMailInbox(smtpPort: number, webPort: number): Promise<DevMailInbox> {
  // A development tool (devDependencies), loaded only when asked for.
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://localhost:${webPort}`,
    stop: () => maildev.stop(),
  };
}
