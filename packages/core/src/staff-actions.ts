// Issue 24: the shapes of this part land with it.
export {};
