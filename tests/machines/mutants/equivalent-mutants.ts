// Mutants no test can kill because the mutated machine behaves exactly as the real one, each with
// the reason, by machine id and mutant id (as `npm run test:mutants` prints them). The tester owns
// this list: a survivor belongs here only with an argument that no user could ever tell the
// difference; otherwise it is a missing expectation.
export const equivalentMutants: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  didPurchase: {
    'retarget checking: error checkProcess → idle ⇒ polling':
      'checking is only the first state, so the process is still null when the check fails; polling then leaves at once for idle by its hasNoProcess transition in the same macrostep, with the same context (the poll timer it schedules on entry is cancelled on exit), so the user lands on the form with the same message',
    'retarget polling.fetching: error fetchProcess [isRefusal] → idle ⇒ polling':
      'dropProcess sets the process to null, so entering polling again takes its hasNoProcess transition to idle in the same macrostep, with the same context (the poll timer is cancelled on exit): the user lands on the form with the refusal',
    'drop action clearError of completed: order.again → idle':
      'the error is always null in completed: the only way in is the polling always-transition right after keepProcess (which clears the error) stored the ended record, and nothing in completed sets an error',
    'drop action clearError of partial: order.again → idle':
      'the error is always null in partial: the only way in is the polling always-transition right after keepProcess (which clears the error) stored the ended record, and nothing in partial sets an error',
    'drop action clearError of failed: order.again → idle':
      'the error is always null in failed: the only way in is the polling always-transition right after keepProcess (which clears the error) stored the ended record, and nothing in failed sets an error',
  },
  domainPurchase: {
    // polling is a router: its always-transitions send an ended process to revealing (which goes on
    // to ended at once when every result already shows) and a missing one to idle, in the same
    // macrostep; the timers its states schedule on entry are cancelled on exit. A transition
    // retargeted to polling (or to revealing) therefore lands where the real one does, with the same
    // context, whenever the process is null or ended with every result revealed.
    'retarget checking: done checkProcess [isEnded] → ended ⇒ polling':
      'showEnded stores the ended process with every result revealed, so polling goes on to revealing and revealing to ended in the same macrostep, with the same context: the same notice shows at once, no result replayed',
    'retarget checking: done checkProcess [isEnded] → ended ⇒ revealing':
      'showEnded stores the ended process with every result revealed, so revealing leaves at once for ended (allRevealed) in the same macrostep, with the same context; its reveal timer is cancelled on exit',
    'retarget checking: done checkProcess → idle ⇒ polling':
      'this branch is taken only when the answer has no process, and the context still holds none (checking is the first state), so polling leaves at once for idle (hasNoProcess) in the same macrostep, with the same context',
    'retarget checking: error checkProcess → idle ⇒ polling':
      'checking is the first state, so there is no process when the check fails; polling leaves at once for idle (hasNoProcess) in the same macrostep, with the same context and message',
    'retarget idle: order.submit → (stays) ⇒ polling':
      'idle is entered only without a process (checking without one, a failed call, a refused poll, a vanished process, a dismissed notice) and nothing in idle sets one, so after showOrderError polling leaves at once for idle (hasNoProcess) with the same context and message',
    'retarget ordering: error placeOrder → idle ⇒ polling':
      'ordering is entered only from idle, which holds no process, and a failed order stores none, so polling leaves at once for idle (hasNoProcess) in the same macrostep, with the same context and message',
    'retarget polling.fetching: error fetchProcess [isRefusal] → idle ⇒ polling':
      'dropProcess sets the process to null, so polling leaves at once for idle (hasNoProcess) in the same macrostep, with the same context and message',
    'retarget revealing: after revealDelay → revealing ⇒ polling':
      'in revealing the process has ended, so after revealNext polling goes straight back to revealing (hasEnded) in the same macrostep: the same as re-entering revealing, the next reveal timer starting at the same moment, with the same context',
    'retarget dismissing: done dismissProcess → idle ⇒ polling':
      'forget sets the process to null, so polling leaves at once for idle (hasNoProcess) in the same macrostep, with the same context',
    'retarget dismissing: error dismissProcess → ended ⇒ polling':
      'dismissing is entered only from ended, where every result of the ended process shows, and a failed dismiss keeps both, so polling goes on to revealing and revealing to ended (allRevealed) in the same macrostep, with the same context and message',
    'retarget dismissing: error dismissProcess → ended ⇒ revealing':
      'dismissing is entered only from ended, where every result of the ended process shows, and a failed dismiss keeps both, so revealing leaves at once for ended (allRevealed) in the same macrostep, with the same context and message',
  },
  responderEditor: {
    'drop action saveThen of editing.dirty: save → saving':
      "What follows a save is always 'edit' while the editor is in editing: every way in sets it (keepLoaded, a save that answered with 'edit' to follow, clearError on dismiss, stay, an edit after a failed save, showPublishFailure, clearError after publishing) and only saving itself changes it. saveThen('edit') there writes the value already held, so the save and what follows are the same.",
    'drop action clearError of publishing: done publish → editing':
      "clearError clears the message and sets what follows a save back to 'edit'. The message is already null (publishing's entry clears it and nothing in publishing sets one), and 'edit' only matters when a save answers: every way into saving sets it first (saveThen on save, publish and save-and-leave from the editor, showSaveFailure before a retry). So the answer of publish shows the same, and every later save ends the same.",
  },
};
