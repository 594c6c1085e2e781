interface ImportMeta {
  readonly url: string;
}
