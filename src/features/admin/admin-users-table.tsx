import { observer } from 'mobx-react-lite';
import { formatDate } from '@domain/formatting/dates';
import type { AdminUsersViewModel } from './admin-users-view-model';

/** The users table (User ID, Email, Delete, plus verified, role, created and tracked items) and its pages. */
export const AdminUsersTable = observer(function AdminUsersTable({ vm }: { vm: AdminUsersViewModel }) {
  return (
    <>
      <table className="admin-table" aria-busy={vm.status === 'loading'}>
        <caption className="visually-hidden">
          Users, page {vm.page} of {vm.totalPages}
        </caption>
        <thead>
          <tr>
            <th scope="col">User ID</th>
            <th scope="col">Email</th>
            <th scope="col">Verified</th>
            <th scope="col">Role</th>
            <th scope="col">Created</th>
            <th scope="col">Tracked items</th>
            <th scope="col">Delete</th>
          </tr>
        </thead>
        <tbody>
          {vm.users.map((user) => (
            <tr key={user.user_id}>
              <td data-label="User ID">{user.user_id}</td>
              <td data-label="Email" className="admin-email">
                {user.email}
              </td>
              <td data-label="Verified">{user.verified ? 'Yes' : 'No'}</td>
              <td data-label="Role">{user.user_type === 'admin' ? 'Admin' : 'User'}</td>
              <td data-label="Created">{formatDate(user.created_at)}</td>
              <td data-label="Tracked items">{user.tracked_items}</td>
              <td data-label="Delete">
                {vm.isSelf(user) ? (
                  <span className="muted">You</span>
                ) : (
                  <button
                    type="button"
                    className="button button-small button-danger-outline"
                    aria-label={`Delete user ${user.user_id}`}
                    onClick={() => vm.requestDelete(user)}
                  >
                    Delete
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {vm.totalPages > 1 ? (
        <nav className="pagination" aria-label="User pages">
          <button
            type="button"
            className="page-button"
            disabled={vm.page <= 1}
            onClick={() => vm.goToPage(vm.page - 1)}
          >
            Previous
          </button>
          {vm.pageWindow.map((slot, index) =>
            slot === '...' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              <span key={`gap-${index}`} className="page-gap" aria-hidden="true">
                ...
              </span>
            ) : (
              <button
                key={slot}
                type="button"
                className={slot === vm.page ? 'page-button active' : 'page-button'}
                aria-current={slot === vm.page ? 'page' : undefined}
                aria-label={`Page ${slot}`}
                onClick={() => vm.goToPage(slot)}
              >
                {slot}
              </button>
            ),
          )}
          <button
            type="button"
            className="page-button"
            disabled={vm.page >= vm.totalPages}
            onClick={() => vm.goToPage(vm.page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </>
  );
});
