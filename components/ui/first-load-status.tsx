import { Spinner } from "./spinner";

/**
 * A screen's first load (`result`: its query's data, fetching and error): `loading` while it runs, `failed` as an
 * alert when it broke; nothing once there is data (a refetch then changes the screen in place).
 */
export function FirstLoadStatus({
  result: { data, fetching, error },
  loading,
  failed,
}: {
  result: { data: unknown; fetching: boolean; error?: unknown };
  loading: string;
  failed: string;
}) {
  if (data) return null;
  if (fetching) {
    return (
      <p className="mt-8 flex items-center gap-2 text-muted" role="status">
        <Spinner /> {loading}
      </p>
    );
  }
  if (!error) return null;
  return (
    <p role="alert" className="mt-8 rounded-md bg-danger-50 px-4 py-3 text-sm text-danger-700">
      {failed}
    </p>
  );
}
