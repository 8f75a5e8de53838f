import { Clock, Globe, Mail, MessageSquare } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { brand } from '@/config/brand';

const Item = ({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) => (
  <li className="flex gap-4">
    <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
      <Icon className="h-5 w-5" aria-hidden="true" />
    </span>
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="mt-0.5 text-slate-600">{children}</div>
    </div>
  </li>
);

/** Office hours, location and reply promise beside the contact form. */
export const ContactSidePanel = () => (
  <aside aria-labelledby="contact-details-title" className="rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
    <h2 id="contact-details-title" className="text-xl font-bold tracking-tight text-slate-900">
      How to reach us
    </h2>
    <ul className="mt-6 space-y-6">
      <Item icon={Clock} title="Office hours">
        <p>{brand.officeHours}</p>
        <p className="text-sm">Pacific Time</p>
      </Item>
      <Item icon={Globe} title="Location">
        <p>{brand.location}</p>
        <p className="text-sm">
          Headquartered in {brand.address.city}, {brand.address.region}
        </p>
      </Item>
      <Item icon={MessageSquare} title="Response time">
        <p>We reply within 24 hours</p>
        <p className="text-sm">On business days</p>
      </Item>
      <Item icon={Mail} title="Prefer e-mail?">
        <a
          href={`mailto:${brand.email}`}
          className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          {brand.email}
        </a>
      </Item>
    </ul>
  </aside>
);
