import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Card } from '../../ui/card';
import { CheckboxField, TextAreaField, TextField } from '../../ui/field';
import { FormActions, formValues } from '../../ui/form';
import { ErrorMessage, FormMessage } from '../../ui/form-message';
import { grid, muted, stack } from '../../ui/layout.css';
import { Page } from '../../ui/page';
import * as styles from './contact.css';
import { useSendContactMessage } from './api';

const FIELDS = ['firstName', 'lastName', 'email', 'message'] as const;

export function ContactPage() {
  const { t } = useLingui();
  const send = useSendContactMessage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    send.mutate({ ...formValues(data, FIELDS), newsletter: data.has('newsletter') }, { onSuccess: () => form.reset() });
  }

  return (
    <Page
      title={t`Contact`}
      intro={t`Questions about mentoring, prices or your account? Write to us and we will get back to you.`}
    >
      <div className={styles.twoColumns}>
        <Card title={t`Send us a message`}>
          <form className={stack} onSubmit={submit}>
            <div className={grid}>
              <TextField label={t`First name`} name="firstName" autoComplete="given-name" required />
              <TextField label={t`Last name`} name="lastName" autoComplete="family-name" required />
            </div>
            <TextField label={t`Email`} name="email" type="email" autoComplete="email" required />
            <TextAreaField label={t`Message`} name="message" required />
            <CheckboxField label={t`Send me the newsletter`} name="newsletter" />
            {send.isSuccess ? <FormMessage tone="success">{send.data}</FormMessage> : null}
            {send.isError ? (
              <ErrorMessage error={send.error} fallback={t`Your message could not be sent. Please try again.`} />
            ) : null}
            <FormActions label={t`Send message`} busyLabel={t`Sending…`} busy={send.isPending} />
          </form>
        </Card>
        <Card title={t`Reach us`}>
          <address className={styles.address}>
            <div>
              <strong>{t`Address`}</strong>
              <br />
              Mentor Marketplace GmbH
              <br />
              Torstraße 140
              <br />
              10119 Berlin, {t`Germany`}
            </div>
            <div>
              <strong>{t`Phone`}</strong>
              <br />
              <a href="tel:+493012345678">+49 30 1234 5678</a>
            </div>
            <p className={muted}>{t`Support is available 24/7.`}</p>
          </address>
        </Card>
      </div>
    </Page>
  );
}
