/**
 * Every optional prop of every exported component must accept `undefined` (`title?: string |
 * undefined`), so an app compiled with `exactOptionalPropertyTypes` can pass its own optional props
 * through. Reads the published declarations with the consumer's TypeScript and lists the props whose
 * declared type lacks `undefined`, as `Component.prop: type`.
 */
import { createRequire } from 'node:module';

/**
 * @param {string} appDir a directory whose node_modules has typescript
 * @param {string[]} declarationFiles the package's entry declarations (dist/index.d.ts, dist/pdf.d.ts)
 * @returns {string[]}
 */
export function optionalPropsWithoutUndefined(appDir, declarationFiles) {
  /** @type {typeof import('typescript')} */
  const ts = createRequire(`${appDir}/`)('typescript');
  const program = ts.createProgram(declarationFiles, {
    strict: true,
    exactOptionalPropertyTypes: true,
    skipLibCheck: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();
  const found = new Set();
  for (const file of declarationFiles) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`TypeScript could not read ${file}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      // Components: exported values named in PascalCase that take props.
      if (!/^[A-Z][a-z]/.test(exported.name)) continue;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
      for (const signature of checker.getTypeOfSymbol(symbol).getCallSignatures()) {
        const props = signature.getParameters()[0];
        if (!props) continue;
        for (const prop of checker.getTypeOfSymbol(props).getProperties()) {
          if (!(prop.flags & ts.SymbolFlags.Optional)) continue;
          const declaration = prop.valueDeclaration ?? prop.declarations?.[0];
          // Only the package's own declarations (React's `key` and `ref` are React's business).
          if (!declaration || !/[\\/]@penzugy[\\/]/.test(declaration.getSourceFile().fileName)) continue;
          if (!('type' in declaration) || !declaration.type) continue;
          const type = checker.getTypeFromTypeNode(/** @type {import('typescript').TypeNode} */ (declaration.type));
          const flags = ts.TypeFlags.Undefined | ts.TypeFlags.Any | ts.TypeFlags.Unknown;
          const ok = type.flags & flags || (type.isUnion() && type.types.some((t) => t.flags & flags));
          if (!ok) found.add(`${exported.name}.${prop.name}: ${checker.typeToString(type)}`);
        }
      }
    }
  }
  return [...found];
}
