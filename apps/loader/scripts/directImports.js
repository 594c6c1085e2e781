// Widgets import packages through their public entry (`@casino/ui`, `@casino/auth`, ...),
// and that entry imports every module of the package. Chunking then sees every widget as
// a user of every module, and puts all of them in the one shared chunk each page loads.
// This plugin points each imported name at the module that defines it, so the chunk a
// module lands in follows who really uses it.
import ts from 'typescript';

/** The package entries whose names are rewritten (the core is one chunk anyway). */
const isEntry = (specifier) => /^@casino\/(?!core$)[\w-]+$/.test(specifier);
/** Where they are rewritten: the packages' source and the widgets' entry modules. */
const SOURCE = /[\\/]packages[\\/][\w-]+[\\/]src[\\/].*\.[jt]sx?$|^\0virtual:widget\//;

/** Each value an entry exports → the file that defines it and its name there. */
function definitionsOf(entry) {
  const program = ts.createProgram([entry], {
    jsx: ts.JsxEmit.Preserve,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noLib: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const definitions = new Map();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry));
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.declarations?.[0];
    if (!(target.flags & ts.SymbolFlags.Value) || !declaration) continue;
    definitions.set(
      symbol.name,
      ts.isSourceFile(declaration)
        ? { file: declaration.fileName, namespace: true }
        : { file: declaration.getSourceFile().fileName, name: target.name },
    );
  }
  return definitions;
}

/**
 * The statements that replace `import { a, b as c } from entry` (or `export { … } from`,
 * `keyword` 'export').
 */
function directStatements(keyword, elements, entrySpecifier, definitions) {
  const byFile = new Map();
  const kept = [];
  const lines = [];
  for (const element of elements) {
    const imported = (element.propertyName ?? element.name).text;
    const local = element.name.text;
    const definition = definitions.get(imported);
    if (!definition || definition.name === 'default') kept.push(`${imported} as ${local}`);
    else if (definition.namespace)
      lines.push(
        keyword === 'import'
          ? `import * as ${local} from ${JSON.stringify(definition.file)};`
          : `export * as ${local} from ${JSON.stringify(definition.file)};`,
      );
    else
      byFile.set(definition.file, [
        ...(byFile.get(definition.file) ?? []),
        `${definition.name} as ${local}`,
      ]);
  }
  for (const [file, names] of byFile)
    lines.push(`${keyword} { ${names.join(', ')} } from ${JSON.stringify(file)};`);
  if (kept.length) lines.push(`${keyword} { ${kept.join(', ')} } from '${entrySpecifier}';`);
  return lines.join('\n');
}

/** `import { … } from '…'` or `export { … } from '…'`: its keyword and names. */
function namedBindings(statement) {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (!clause || clause.name || !clause.namedBindings) return null;
    if (!ts.isNamedImports(clause.namedBindings)) return null;
    return { keyword: 'import', elements: clause.namedBindings.elements };
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && statement.exportClause) {
    if (!ts.isNamedExports(statement.exportClause)) return null;
    return { keyword: 'export', elements: statement.exportClause.elements };
  }
  return null;
}

export function directImports() {
  const definitions = new Map();
  return {
    name: 'direct-imports',
    async transform(code, id) {
      if (!SOURCE.test(id) || !code.includes('@casino/')) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
      const edits = [];
      for (const statement of source.statements) {
        const named = namedBindings(statement);
        if (!named) continue;
        const specifier = statement.moduleSpecifier.text;
        if (!isEntry(specifier)) continue;
        const entry = (await this.resolve(specifier, id))?.id;
        if (!entry) continue;
        if (!definitions.has(entry)) definitions.set(entry, definitionsOf(entry));
        edits.push({
          start: statement.getStart(source),
          end: statement.getEnd(),
          text: directStatements(named.keyword, named.elements, specifier, definitions.get(entry)),
        });
      }
      if (edits.length === 0) return null;
      let result = code;
      for (const edit of edits.reverse())
        result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
      return { code: result, map: null };
    },
  };
}
