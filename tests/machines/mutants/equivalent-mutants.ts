// Mutants no test can kill because the mutated machine behaves exactly as the real one, each with
// the reason, by machine id and mutant id (as `npm run test:mutants` prints them). The tester owns
// this list: a survivor belongs here only with an argument that no user could ever tell the
// difference; otherwise it is a missing expectation.
export const equivalentMutants: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  responderEditor: {
    'drop action saveThen of editing.dirty: save → saving':
      "What follows a save is always 'edit' while the editor is in editing: every way in sets it (keepLoaded, a save that answered with 'edit' to follow, clearError on dismiss, stay, an edit after a failed save, showPublishFailure, clearError after publishing) and only saving itself changes it. saveThen('edit') there writes the value already held, so the save and what follows are the same.",
    'drop action clearError of publishing: done publish → editing':
      "clearError clears the message and sets what follows a save back to 'edit'. The message is already null (publishing's entry clears it and nothing in publishing sets one), and 'edit' only matters when a save answers: every way into saving sets it first (saveThen on save, publish and save-and-leave from the editor, showSaveFailure before a retry). So the answer of publish shows the same, and every later save ends the same.",
  },
};
