// The guide pages (000 §2 "/management-guide, /management-guide/edit, /management-guide/edit/{role}, /guide"), one chunk.
import { GuideEditorPage as Editor } from './guide-editor-page';
import { GuideManagementPage as Management } from './guide-management-page';
import { SuperAdminOnly } from './super-admin-only';

export { GuidePage } from './guide-page';

export function GuideManagementPage() {
  return (
    <SuperAdminOnly>
      <Management />
    </SuperAdminOnly>
  );
}

export function GuideEditorPage() {
  return (
    <SuperAdminOnly>
      <Editor />
    </SuperAdminOnly>
  );
}
