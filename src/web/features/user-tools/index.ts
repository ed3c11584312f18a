// What the users page plugs into its rows and toolbar (issue 13): the lead places these.
export { LoginAsUserButton } from './login-as-user-button';
export { CloneUserDialog, type CloneUserDialogProps } from './clone-user-dialog';
export { ExportsMenu } from './exports-menu';
export { startLoginAsUser } from './login-as-user-button';
