import type { ReactNode } from 'react';
import { Card } from './card';

/** A titled card of a survey form (create and edit screens). */
export const FormSection = ({
  title,
  id,
  lead,
  children,
}: {
  title: string;
  id: string;
  lead?: ReactNode;
  children: ReactNode;
}) => (
  <Card>
    <section aria-labelledby={id} className="p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {lead ? <div className="mt-1 text-sm text-slate-600">{lead}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  </Card>
);
