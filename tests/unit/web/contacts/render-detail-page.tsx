// The group detail page rendered at /contact/groups/:groupId as the router mounts it, with a spy
// for the tasks it hands to the background-process panel.
import { vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { BackgroundTask } from '@domain/background-tasks';
import { ContactGroupDetailPage } from '@web/features/contacts/contact-group-detail-page';
import { renderWithProviders } from '../render-with-providers';

export function renderDetailPage(groupId: number) {
  const onTaskStarted = vi.fn<(task: BackgroundTask) => void>();
  renderWithProviders(
    <Routes>
      <Route path="/contact/groups/:groupId" element={<ContactGroupDetailPage onTaskStarted={onTaskStarted} />} />
    </Routes>,
    { initialPath: `/contact/groups/${groupId}` },
  );
  return onTaskStarted;
}
