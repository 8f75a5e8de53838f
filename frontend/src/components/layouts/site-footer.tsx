import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { Logo } from '@/components/ui/logo';
import { brand } from '@/config/brand';
import { footerCompanyLinks, footerLegalLinks, type NavItem } from '@/content/navigation';

const linkClass = 'rounded-sm text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-white';

const LinkColumn = ({ title, items }: { title: string; items: NavItem[] }) => (
  <div>
    <h2 className="text-sm font-semibold text-white">{title}</h2>
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={linkClass}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  </div>
);

export const SiteFooter = () => (
  <footer className="bg-slate-950 text-slate-300">
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="grid grid-cols-2 gap-10 lg:grid-cols-[2fr_1fr_1fr_1.5fr]">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo inverted />
          <p className="mt-4 text-sm leading-relaxed text-slate-300">
            {brand.name} designs and builds practical AI systems for small and midsize teams: fixed-fee projects, a
            written scope, and software your people actually use.
          </p>
        </div>
        <LinkColumn title="Company" items={footerCompanyLinks} />
        <LinkColumn title="Legal" items={footerLegalLinks} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold text-white">Get in touch</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0 text-emerald-400" aria-hidden="true" />
              <a href={`mailto:${brand.email}`} className={linkClass}>
                {brand.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="h-4 w-4 shrink-0 text-emerald-400" aria-hidden="true" />
              <a href={`tel:${brand.phone.tel}`} className={linkClass}>
                {brand.phone.display}
              </a>
            </li>
            <li className="flex items-start gap-2 text-slate-300">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" aria-hidden="true" />
              <span>
                {brand.location}, headquartered in {brand.address.city}, {brand.address.region}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="mt-12 flex flex-col gap-2 border-t border-slate-800 pt-8 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {brand.legalName}. All rights reserved.
        </p>
        <p>Built with care for teams who need AI to work on Monday morning.</p>
      </div>
    </div>
  </footer>
);
