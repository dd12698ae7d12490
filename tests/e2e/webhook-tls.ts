import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { e2e } from './e2e-env';

const DAY = 86_400_000;

/**
 * The e2e webhook receiver's certificate (for 127.0.0.1) and key, made by openssl when missing or older than a
 * week (it is valid for 30 days). Made once and then only read: Playwright loads its config in every worker
 * too, and a second certificate would not be the one the server was started to trust.
 */
export function webhookTls(): { key: string; cert: string; certFile: string } {
  const keyFile = join(e2e.webhookTlsDir, 'key.pem');
  const certFile = join(e2e.webhookTlsDir, 'cert.pem');
  if (!existsSync(certFile) || Date.now() - statSync(certFile).mtimeMs > 7 * DAY) {
    mkdirSync(e2e.webhookTlsDir, { recursive: true });
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-keyout', keyFile, '-out', certFile, '-days', '30', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}
