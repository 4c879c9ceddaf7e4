// The certificate kept in this browser, as the certificate dialog shows it: read once when the
// dialog opens, replaced when one is created or imported, gone when removed. A result for an
// older request (a slow read overtaken by a new certificate) is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  describeCertificate,
  type CertificateInfo,
} from '../../../lib/certificate/certificate-info.ts';
import {
  forgetCertificate,
  keepCertificate,
  loadCertificate,
} from '../../../lib/certificate/certificate-store.ts';
import type { SigningKey } from '../../../lib/certificate/signing-key.ts';

export type KeptState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'kept'; key: SigningKey; info: CertificateInfo };

export function useKeptCertificate() {
  const [state, setState] = useState<KeptState>({ status: 'loading' });
  const generation = useRef(0);

  useEffect(() => {
    let live = true;
    const id = generation.current;
    const settle = (next: KeptState) => {
      if (live && id === generation.current) setState(next);
    };
    loadCertificate()
      .then(async (key) =>
        settle(
          key
            ? { status: 'kept', key, info: await describeCertificate(key.certificate) }
            : { status: 'none' },
        ),
      )
      .catch(() => settle({ status: 'none' }));
    return () => {
      live = false;
    };
  }, []);

  /** Keeps `key` (the store may refuse: the caller says so) and shows it. */
  const keep = useCallback(async (key: SigningKey, info: CertificateInfo) => {
    generation.current++;
    await keepCertificate(key);
    setState({ status: 'kept', key, info });
  }, []);

  const remove = useCallback(async () => {
    generation.current++;
    await forgetCertificate();
    setState({ status: 'none' });
  }, []);

  return { state, keep, remove };
}
