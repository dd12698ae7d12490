// Issue 23: the shapes of this part land with it.
export {};
