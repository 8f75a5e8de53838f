import { Eye } from 'lucide-react';
import type { ComponentType } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/layouts/admin-layout';
import { EmptyState } from '@/components/ui/status-screens';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/admin-user';

/** A building screen (create, edit) for those who may change surveys; a viewer is told why not instead. */
export function editorsOnly<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  const Guarded = (props: P) => {
    const { mayEdit } = useRole();
    if (mayEdit) return <Screen {...props} />;
    return (
      <PageContainer>
        <EmptyState
          icon={<Eye className="h-6 w-6" aria-hidden="true" />}
          title="You can read, not change"
          text="Viewers see surveys, responses and reports. Ask an owner if you need to build surveys."
          action={<ButtonLink href={paths.admin.dashboard.href()}>Back to Dashboard</ButtonLink>}
        />
      </PageContainer>
    );
  };
  Guarded.displayName = `EditorsOnly(${Screen.displayName ?? Screen.name})`;
  return Guarded;
}
