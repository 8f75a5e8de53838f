import { ArrowRight, Bot, CircleCheck, UserCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Container } from './container';

const exampleSteps = [
  { label: 'Read the quote request', mode: 'Automated', icon: Bot },
  { label: 'Check stock and prices in the ERP', mode: 'Automated', icon: Bot },
  { label: 'Draft the quote and cover note', mode: 'Assisted', icon: Bot },
  { label: 'Review, adjust and send', mode: 'Your team', icon: UserCheck },
] as const;

/** An illustrative workflow card, so the hero shows what we build rather than stock imagery. */
const WorkflowIllustration = () => (
  <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
    <div
      aria-hidden="true"
      className="absolute -inset-4 rounded-[2rem] bg-linear-to-tr from-emerald-200/60 to-sky-100/60 blur-2xl"
    />
    <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-xl">
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-slate-900">Supplier quotes workflow</p>
        <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-600/20">
          Pilot
        </span>
      </div>
      <ol className="mt-5 space-y-3">
        {exampleSteps.map((step) => (
          <li
            key={step.label}
            className="flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50 px-4 py-3"
          >
            <step.icon className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
            <span className="flex-1 text-sm text-slate-800">{step.label}</span>
            <span className="text-xs font-medium text-slate-600">{step.mode}</span>
          </li>
        ))}
      </ol>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-emerald-900 p-4 text-white">
          <p className="text-xs text-emerald-100">Review before sending</p>
          <p className="mt-1 text-lg font-semibold">Always</p>
        </div>
        <div className="rounded-xl border border-slate-200 p-4">
          <p className="text-xs text-slate-600">Every run</p>
          <p className="mt-1 flex items-center gap-1.5 text-lg font-semibold text-slate-900">
            <CircleCheck className="h-5 w-5 text-emerald-700" aria-hidden="true" />
            Logged
          </p>
        </div>
      </div>
    </div>
    <figcaption className="sr-only">
      An example workflow: the agent reads a quote request, checks the ERP and drafts the quote; a person reviews and
      sends it.
    </figcaption>
  </figure>
);

export const HomeHero = () => (
  <section className="relative overflow-hidden bg-linear-to-b from-emerald-50 via-white to-white pb-16 pt-28 sm:pb-24 sm:pt-36">
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(15_118_110/0.12)_1px,transparent_0)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent_70%)]"
    />
    <Container className="relative grid items-center gap-14 lg:grid-cols-[1.15fr_1fr]">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-white/80 px-3 py-1 text-sm font-medium text-emerald-800">
          <span className="h-2 w-2 rounded-full bg-emerald-600" aria-hidden="true" />
          Fixed-fee AI projects for small and midsize teams
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
          Enterprise AI, built for the size of your team
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-600">
          We design and build AI agents, retrieval and integrations that take routine work off your team's plate,
          measured against real results and handed over with training. A working pilot in three weeks, production in
          eight.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={paths.contact.href()} size="lg">
            Start a project
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink href={paths.services.href()} size="lg" variant="outline">
            Explore our services
          </ButtonLink>
        </div>
      </div>
      <WorkflowIllustration />
    </Container>
  </section>
);
