import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.ts';

export const MOTO_INSTALL = "pip install 'moto[server]'";
/** Every bucket of moto's is in this region; a client signs for it. */
export const S3_SERVER_REGION = 'us-east-1';

/**
 * moto in Python, ended by the Python itself once its stdin closes: when the Node process that
 * started it is gone, even killed, no server is left behind.
 */
const MOTO_UNDER_WATCH = `
import os, sys, threading
def watch():
    sys.stdin.buffer.read()
    os._exit(0)
threading.Thread(target=watch, daemon=True).start()
from moto.server import main
main(sys.argv[1:])
`;

export interface S3Server {
  /** Its URL, for S3_ENDPOINT (path style: S3_FORCE_PATH_STYLE=true). */
  endpoint: string;
  port: number;
  /** The keys of the user made for the run, allowed every S3 action. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /**
   * Turns moto's check of request signatures on or off (off after start). While on, moto 5.2
   * refuses good signatures of requests whose query holds `/` or `:` (a listing by folder,
   * getmoto/moto#5948) and fails presigned URLs (500, it reads only the Authorization header): a
   * test turns it on around the calls it means to check.
   */
  checkSignatures(on: boolean): Promise<void>;
  stop(): Promise<void>;
}

/**
 * How to start moto's server: under watch with a python3 that imports it, else its `moto_server`
 * on PATH (stopped by a signal, and killed when this process exits); null when neither is here.
 */
function motoCommand(): { command: string; args: string[]; watched: boolean } | null {
  try {
    execFileSync('python3', ['-c', 'import moto.server'], { stdio: 'ignore' });
    return { command: 'python3', args: ['-c', MOTO_UNDER_WATCH], watched: true };
  } catch {
    const folders = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
    const found = folders.map((folder) => path.join(folder, 'moto_server')).find((file) => existsSync(file));
    return found ? { command: found, args: [], watched: false } : null;
  }
}

/** A call of moto's IAM API, unsigned (before the signature check is on); answers its XML. */
async function iam(endpoint: string, action: Record<string, string>): Promise<string> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // moto finds the service a request is for in its credential's scope; the signature is unread yet.
      authorization: `AWS4-HMAC-SHA256 Credential=setup/20260101/${S3_SERVER_REGION}/iam/aws4_request, SignedHeaders=host, Signature=0`,
    },
    body: new URLSearchParams({ Version: '2010-05-08', ...action }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`moto refused IAM ${action.Action}: ${response.status} ${text}`);
  return text;
}

/** Makes the run's user, allowed every S3 action, and answers its keys. */
async function createUser(endpoint: string): Promise<S3Server['credentials']> {
  const UserName = 'tests';
  const PolicyDocument = JSON.stringify({
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: '*' }],
  });
  await iam(endpoint, { Action: 'CreateUser', UserName });
  await iam(endpoint, { Action: 'PutUserPolicy', UserName, PolicyName: 'files', PolicyDocument });
  const answer = await iam(endpoint, { Action: 'CreateAccessKey', UserName });
  const field = (name: string) => new RegExp(`<${name}>([^<]+)</${name}>`).exec(answer)?.[1] as string;
  return { accessKeyId: field('AccessKeyId'), secretAccessKey: field('SecretAccessKey') };
}

/**
 * Starts moto's S3 server for tests and benchmarks: on a free loopback port, in memory, with
 * `buckets` made (private: no anonymous read) and a user whose keys it checks signatures against
 * when asked to. Fails with how to install moto when it is missing.
 */
export async function startS3Server({ buckets }: { buckets: string[] }): Promise<S3Server> {
  const moto = motoCommand();
  if (!moto) throw new Error(`moto's S3 server is needed (python3 -m moto.server or moto_server): ${MOTO_INSTALL}`);
  const port = await freePort();
  const server: ChildProcess = spawn(moto.command, [...moto.args, '-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let output = '';
  // moto logs every request; only the start's lines matter, for a message when it fails.
  server.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-4000)));
  let spawned = true;
  server.once('error', (error) => {
    spawned = false;
    output += `\n${error.message}`;
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (spawned && server.exitCode === null && server.signalCode === null) {
      // Under watch, the closed stdin ends it at once; moto's own SIGTERM handler takes a second.
      server.stdin?.end();
      if (!moto.watched) server.kill('SIGTERM');
      await exited;
    }
  };
  const endpoint = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (
    !(await fetch(`${endpoint}/moto-api/`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (!spawned || server.exitCode !== null || Date.now() - started > 20_000) {
      await stop();
      throw new Error(`moto's S3 server did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  try {
    const credentials = await createUser(endpoint);
    for (const bucket of buckets) {
      const response = await fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
      if (!response.ok)
        throw new Error(`moto refused the bucket ${bucket}: ${response.status} ${await response.text()}`);
    }
    // moto checks signatures after this many more requests: none, or never.
    const checkSignatures = async (on: boolean) => {
      const response = await fetch(`${endpoint}/moto-api/reset-auth`, { method: 'POST', body: on ? '0' : 'inf' });
      if (!response.ok) throw new Error(`moto did not turn its signature check ${on ? 'on' : 'off'}`);
    };
    return { endpoint, port, credentials, checkSignatures, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
