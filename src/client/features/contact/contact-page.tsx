import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CheckboxField, TextAreaField, TextField } from '../../ui/field';
import { ErrorMessage, FormMessage } from '../../ui/form-message';
import { grid, muted, stack } from '../../ui/layout.css';
import { Page } from '../../ui/page';
import * as styles from './contact.css';
import { useSendContactMessage } from './api';

const emptyForm = { firstName: '', lastName: '', email: '', message: '', newsletter: false };

export function ContactPage() {
  const { t } = useLingui();
  const send = useSendContactMessage();
  const [values, setValues] = useState(emptyForm);
  const set = (key: 'firstName' | 'lastName' | 'email' | 'message') => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(values, { onSuccess: () => setValues(emptyForm) });
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
              <TextField
                label={t`First name`}
                name="firstName"
                autoComplete="given-name"
                required
                value={values.firstName}
                onChange={set('firstName')}
              />
              <TextField
                label={t`Last name`}
                name="lastName"
                autoComplete="family-name"
                required
                value={values.lastName}
                onChange={set('lastName')}
              />
            </div>
            <TextField
              label={t`Email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set('email')}
            />
            <TextAreaField label={t`Message`} name="message" required value={values.message} onChange={set('message')} />
            <CheckboxField
              label={t`Send me the newsletter`}
              name="newsletter"
              checked={values.newsletter}
              onChange={(event) => setValues({ ...values, newsletter: event.target.checked })}
            />
            {send.isSuccess ? <FormMessage tone="success">{send.data}</FormMessage> : null}
            {send.isError ? (
              <ErrorMessage error={send.error} fallback={t`Your message could not be sent. Please try again.`} />
            ) : null}
            <div>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? t`Sending…` : t`Send message`}
              </Button>
            </div>
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
