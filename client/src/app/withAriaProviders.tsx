import type { ComponentType } from 'react';

/**
 * A component inside react-aria's providers (`AriaProviders`), which load in parallel with the component's own code:
 * for the pages and parts built with react-aria's components, so that the others load none of it.
 */
export async function withAriaProviders<P extends object>(
  component: Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Component, { AriaProviders }] = await Promise.all([component, import('./AriaProviders')]);
  return function InAriaProviders(props: P) {
    return (
      <AriaProviders>
        <Component {...props} />
      </AriaProviders>
    );
  };
}
