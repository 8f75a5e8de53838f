import { Send } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import '@/styles/urdu.css';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { CONTACT_MAX_LENGTH, useSendContactMessage, type ContactFormValues } from '../api/send-contact-message';

const emptyForm: ContactFormValues = { name: '', email: '', company: '', message: '', website: '' };

/**
 * Native browser checks only (required, type=email), as the spec asks. On success the fields
 * clear; on failure they stay so nothing the visitor typed is lost.
 */
export const ContactForm = () => {
  const [values, setValues] = useState<ContactFormValues>(emptyForm);
  const { trigger, isMutating } = useSendContactMessage();

  const update = (field: keyof ContactFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    try {
      await trigger(values);
      toast({ title: 'Message sent!', description: "We'll get back to you within 24 hours." });
      setValues(emptyForm);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-name">Name *</Label>
          <Input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_MAX_LENGTH.name}
            value={values.name}
            onChange={update('name')}
          />
        </div>
        <div>
          <Label htmlFor="contact-email">Email *</Label>
          <Input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_MAX_LENGTH.email}
            value={values.email}
            onChange={update('email')}
          />
        </div>
      </div>
      <div>
        <Label htmlFor="contact-company">Company</Label>
        <Input
          id="contact-company"
          name="company"
          autoComplete="organization"
          maxLength={CONTACT_MAX_LENGTH.company}
          value={values.company}
          onChange={update('company')}
        />
      </div>
      <div>
        <Label htmlFor="contact-message">Message *</Label>
        <Textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          maxLength={CONTACT_MAX_LENGTH.message}
          placeholder="What would you like AI to take off your team's plate?"
          value={values.message}
          onChange={update('message')}
        />
      </div>

      {/* Honeypot for bots: off-screen, hidden from assistive tech, out of the tab order. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={update('website')}
        />
      </div>

      <Button type="submit" size="lg" disabled={isMutating} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        {isMutating ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
};
