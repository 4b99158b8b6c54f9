import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code or data is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-40 h-0.5 overflow-hidden bg-teal-100">
      <div className="h-full w-1/3 bg-teal-600 motion-safe:animate-[progress_1s_ease-in-out_infinite] motion-safe:rtl:animate-[progress-rtl_1s_ease-in-out_infinite]" />
    </div>
  );
}
