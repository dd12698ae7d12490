/** One titled block of a content page. */
export type ContentSection = {
  heading: string;
  paragraphs: readonly string[];
  /** An optional bullet list after the paragraphs. */
  list?: readonly string[];
};

/** A page of copy: its title (as the menus label it), meta description, intro and sections. */
export type ContentPage = {
  title: string;
  description: string;
  intro: string;
  sections: readonly ContentSection[];
};
