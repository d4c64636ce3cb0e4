/**
 * Every message the API can send a user, read from its source (issue #42): what reaches the constructor of
 * `HttpError` (every refusal the central error handler answers), `failure()` (answers sent before a route runs),
 * better-auth's `APIError` messages (passed on by the auth proxy) and an import's `{ type: 'error' }` event; the
 * request-validation messages are composed from the field messages of contracts' zod schemas. A message is
 * followed through constants, parameters (to every call's argument), conditionals and the returns of functions;
 * a part that cannot be followed (a file name, a count) becomes `HOLE`, a placeholder of the message's pattern.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Stands for a part of a message the source does not fix. */
export const HOLE = '\u0001';

export interface SentMessages {
  /** The messages, each with `HOLE` for its variable parts. */
  messages: Set<string>;
  /** Where a whole message could not be followed (`file:line expression`): it passes something through. */
  unfollowed: string[];
}

interface Source {
  file: string;
  sourceFile: ts.SourceFile;
}

/** Features whose answers give a `reason` the interface shows: an import's report, a connection's log. */
const REASONS_FROM = ['apps/api/src/features/import/', 'apps/api/src/features/connections/'];
/** Fastify's validation contexts our routes declare schemas for. */
const VALIDATION_CONTEXTS = ['body', 'querystring', 'params'];
/** zod's methods whose string argument is the message of the issue they raise. */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'int', 'positive', 'nonnegative', 'regex', 'refine']);
/** zod's types, whose `{ message }` is the message of a value of another type, and a refinement's `addIssue`. */
const ZOD_MESSAGE_OBJECTS = new Set([
  'string',
  'number',
  'boolean',
  'enum',
  'array',
  'object',
  'union',
  'addIssue',
]);

function sourcesUnder(root: string, folder: string): Source[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file))
    .filter((file) => !/[\\/](testing|fuzz)[\\/]/.test(file))
    .map((file) => ({
      file,
      sourceFile: ts.createSourceFile(
        file,
        readFileSync(path.join(root, file), 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      ),
    }));
}

function eachNode(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => eachNode(child, visit));
}

/** Whether `source` imports `name` from another module. */
function imports(source: Source, name: string): boolean {
  return source.sourceFile.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some((element) => element.name.text === name),
  );
}

/** What `for (const identifier of …)` iterates over, when `identifier` is such a loop's variable. */
function enclosingLoopOver(identifier: ts.Identifier): ts.Expression | undefined {
  for (let at: ts.Node | undefined = identifier.parent; at; at = at.parent)
    if (
      ts.isForOfStatement(at) &&
      ts.isVariableDeclarationList(at.initializer) &&
      at.initializer.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === identifier.text)
    )
      return at.expression;
  return undefined;
}

type FunctionLike =
  ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression | ts.ConstructorDeclaration;

/** The name a function is called by: its own, its variable's, or its class's for a constructor. */
function functionName(fn: FunctionLike): string | undefined {
  if (ts.isConstructorDeclaration(fn)) return (fn.parent as ts.ClassDeclaration).name?.text;
  if (ts.isFunctionDeclaration(fn)) return fn.name?.text;
  return ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
    ? fn.parent.name.text
    : undefined;
}

class MessageFollower {
  private readonly constants = new Map<string, { source: Source; value: ts.Expression }[]>();
  private readonly functions = new Map<string, { source: Source; fn: FunctionLike }[]>();
  private readonly classes = new Map<string, ts.ClassDeclaration>();
  private readonly calls: { source: Source; call: ts.CallExpression | ts.NewExpression }[] = [];
  private readonly following = new Set<ts.Node>();
  readonly unfollowed: string[] = [];
  validationDetails: string[] = [];

  constructor(sources: Source[]) {
    for (const source of sources)
      eachNode(source.sourceFile, (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
          const value = node.initializer;
          if (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
            this.addFunction(node.name.text, source, value);
          else this.add(this.constants, node.name.text, { source, value });
        }
        if (ts.isFunctionDeclaration(node) && node.name) this.addFunction(node.name.text, source, node);
        if (ts.isClassDeclaration(node) && node.name) this.classes.set(node.name.text, node);
        if (ts.isConstructorDeclaration(node)) this.addFunction(functionName(node)!, source, node);
        if (ts.isCallExpression(node) || ts.isNewExpression(node)) this.calls.push({ source, call: node });
      });
  }

  private add<T>(map: Map<string, T[]>, name: string, value: T) {
    map.set(name, [...(map.get(name) ?? []), value]);
  }

  private addFunction(name: string, source: Source, fn: FunctionLike) {
    this.add(this.functions, name, { source, fn });
  }

  private parentClass(name: string): string | undefined {
    const clause = this.classes
      .get(name)
      ?.heritageClauses?.find((c) => c.token === ts.SyntaxKind.ExtendsKeyword);
    const parent = clause?.types[0]?.expression;
    return parent && ts.isIdentifier(parent) ? parent.text : undefined;
  }

  private hasConstructor(name: string): boolean {
    return !!this.classes.get(name)?.members.some(ts.isConstructorDeclaration);
  }

  /** The argument lists a function receives: its calls, and for a constructor `new` of it (or of a subclass without one) and `super()`. */
  private callsOf(fn: FunctionLike, source: Source): { source: Source; args: readonly ts.Expression[] }[] {
    const name = functionName(fn);
    if (!name) return [];
    if (!ts.isConstructorDeclaration(fn)) {
      const declaration = ts.isVariableDeclaration(fn.parent) ? fn.parent : fn;
      const anywhere = (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Export) !== 0;
      return this.calls
        .filter(({ call }) => ts.isIdentifier(call.expression) && call.expression.text === name)
        .filter(({ source: at }) => anywhere || at === source)
        .map(({ call, source: at }) => ({ source: at, args: call.arguments ?? [] }));
    }
    const constructed = new Set([name]);
    for (let grew = true; grew;) {
      grew = false;
      for (const other of this.classes.keys())
        if (
          !constructed.has(other) &&
          !this.hasConstructor(other) &&
          constructed.has(this.parentClass(other)!)
        ) {
          constructed.add(other);
          grew = true;
        }
    }
    return this.calls.flatMap(({ call, source: at }) => {
      const isNew =
        ts.isNewExpression(call) && ts.isIdentifier(call.expression) && constructed.has(call.expression.text);
      const isSuper =
        call.expression.kind === ts.SyntaxKind.SuperKeyword &&
        constructed.has(this.parentClass(this.enclosingClassName(call) ?? '') ?? '');
      return isNew || isSuper ? [{ source: at, args: call.arguments ?? [] }] : [];
    });
  }

  private enclosingClassName(node: ts.Node): string | undefined {
    for (let at: ts.Node | undefined = node; at; at = at.parent)
      if (ts.isClassDeclaration(at)) return at.name?.text;
    return undefined;
  }

  /** What the calls of `fn` made in files under `folder` give as its argument `index` (none given: none). */
  followArgumentFrom(fn: FunctionLike, source: Source, index: number, folder: string): string[] {
    return this.callsOf(fn, source)
      .filter(({ source: from, args }) => from.file.startsWith(folder) && args[index])
      .flatMap(({ source: from, args }) => this.follow(args[index]!, from, false));
  }

  /** Every text a parameter of `fn` can hold: each call's argument, or its default where a call leaves it out. */
  followParameter(fn: FunctionLike, source: Source, index: number, inTemplate = false): string[] {
    const parameter = fn.parameters[index];
    if (!parameter) return [HOLE];
    return this.callsOf(fn, source).flatMap(({ source: at, args }) => {
      const argument = args[index];
      if (argument) return this.follow(argument, at, inTemplate);
      return parameter.initializer ? this.follow(parameter.initializer, source, inTemplate) : [];
    });
  }

  /** Every text `expression` can be; `HOLE` for a part that cannot be followed. */
  follow(expression: ts.Expression, source: Source, inTemplate: boolean): string[] {
    if (this.following.has(expression)) return [HOLE];
    this.following.add(expression);
    try {
      return this.followOnce(expression, source, inTemplate);
    } finally {
      this.following.delete(expression);
    }
  }

  private followOnce(expression: ts.Expression, source: Source, inTemplate: boolean): string[] {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return [expression.text];
    if (ts.isNumericLiteral(expression)) return [String(Number(expression.text))];
    if (
      ts.isParenthesizedExpression(expression) ||
      ts.isAsExpression(expression) ||
      ts.isNonNullExpression(expression)
    )
      return this.follow(expression.expression, source, inTemplate);
    if (ts.isConditionalExpression(expression))
      return [
        ...this.follow(expression.whenTrue, source, inTemplate),
        ...this.follow(expression.whenFalse, source, inTemplate),
      ];
    if (
      ts.isBinaryExpression(expression) &&
      [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(expression.operatorToken.kind)
    )
      return [
        ...this.follow(expression.left, source, inTemplate),
        ...this.follow(expression.right, source, inTemplate),
      ];
    if (ts.isTemplateExpression(expression)) return this.followTemplate(expression, source);
    if (ts.isIdentifier(expression)) {
      const followed = this.followIdentifier(expression, source, inTemplate);
      if (followed) return followed;
    }
    if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) {
      const followed = this.followProperty(expression, source, inTemplate);
      if (followed) return followed;
    }
    if (ts.isCallExpression(expression)) {
      const followed = this.mapValues(expression, source, inTemplate);
      if (followed) return followed;
    }
    if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
      const followed = this.followCall(expression.expression.text, source, inTemplate);
      if (followed) return followed;
    }
    if (!inTemplate) {
      const { line } = source.sourceFile.getLineAndCharacterOfPosition(expression.getStart());
      this.unfollowed.push(`${source.file}:${line + 1} ${expression.getText()}`);
    }
    return [HOLE];
  }

  /** `object.name` or `object[key]` of an object literal: a constant's, or what a parameter is given. */
  private followProperty(
    access: ts.PropertyAccessExpression | ts.ElementAccessExpression,
    source: Source,
    inTemplate: boolean,
  ): string[] | undefined {
    if (!ts.isIdentifier(access.expression)) return undefined;
    const objects = this.objectsOf(access.expression, source);
    const name = ts.isPropertyAccessExpression(access) ? access.name.text : undefined;
    const values = objects.flatMap(({ object, source: at }) =>
      object.properties
        .filter(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && (!name || p.name.getText() === name),
        )
        .map((p) => ({ value: p.initializer, source: at })),
    );
    if (values.length === 0) return undefined;
    return values.flatMap(({ value, source: at }) => this.follow(value, at, inTemplate));
  }

  private objectsOf(
    identifier: ts.Identifier,
    source: Source,
  ): { object: ts.ObjectLiteralExpression; source: Source }[] {
    const objects = (expression: ts.Expression | undefined, at: Source) =>
      expression && ts.isObjectLiteralExpression(expression) ? [{ object: expression, source: at }] : [];
    for (let at: ts.Node | undefined = identifier.parent; at; at = at.parent) {
      if (!(ts.isFunctionLike(at) && 'parameters' in at)) continue;
      const index = at.parameters.findIndex(
        (p) => ts.isIdentifier(p.name) && p.name.text === identifier.text,
      );
      if (index >= 0)
        return this.callsOf(at as FunctionLike, source).flatMap(({ source: from, args }) =>
          objects(args[index], from),
        );
    }
    return (this.constants.get(identifier.text) ?? [])
      .filter((constant) => constant.source === source)
      .flatMap(({ value, source: at }) => {
        // `TABLE.find(...)`: one of the table's objects.
        if (
          ts.isCallExpression(value) &&
          ts.isPropertyAccessExpression(value.expression) &&
          value.expression.name.text === 'find'
        )
          return this.elementsOf(value.expression.expression, at).flatMap((element) => objects(element, at));
        return objects(ts.isAsExpression(value) ? value.expression : value, at);
      });
  }

  /** The elements of an array literal, or of the constant array `expression` names. */
  private elementsOf(expression: ts.Expression, source: Source): readonly ts.Expression[] {
    let array = expression;
    if (ts.isIdentifier(array)) {
      const constant = this.constants.get(array.text)?.find((candidate) => candidate.source === source);
      if (constant) array = constant.value;
    }
    if (ts.isAsExpression(array)) array = array.expression;
    return ts.isArrayLiteralExpression(array) ? array.elements : [];
  }

  /** `MAP.get(key)` of a constant `new Map([[key, value], ...])`: each value. */
  private mapValues(call: ts.CallExpression, source: Source, inTemplate: boolean): string[] | undefined {
    const callee = call.expression;
    if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'get') return undefined;
    const map = ts.isIdentifier(callee.expression)
      ? this.constants.get(callee.expression.text)?.find((constant) => constant.source === source)?.value
      : undefined;
    if (!map || !ts.isNewExpression(map) || map.expression.getText() !== 'Map' || !map.arguments?.[0])
      return undefined;
    return this.elementsOf(map.arguments[0], source).flatMap((pair) =>
      ts.isArrayLiteralExpression(pair) && pair.elements[1]
        ? this.follow(pair.elements[1], source, inTemplate)
        : [],
    );
  }

  private followTemplate(template: ts.TemplateExpression, source: Source): string[] {
    let texts = [template.head.text];
    for (const span of template.templateSpans) {
      const parts = [...new Set(this.follow(span.expression, source, true))];
      texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
    }
    return texts;
  }

  private followIdentifier(
    identifier: ts.Identifier,
    source: Source,
    inTemplate: boolean,
  ): string[] | undefined {
    for (let at: ts.Node | undefined = identifier.parent; at; at = at.parent) {
      if (!(ts.isFunctionLike(at) && 'parameters' in at)) continue;
      const index = at.parameters.findIndex(
        (p) => ts.isIdentifier(p.name) && p.name.text === identifier.text,
      );
      if (index >= 0) {
        const followed = this.followParameter(at as FunctionLike, source, index, inTemplate);
        return followed.length > 0 ? followed : [HOLE];
      }
    }
    const loop = enclosingLoopOver(identifier);
    if (loop) return this.followElements(loop, source, inTemplate);
    const local = this.constants.get(identifier.text)?.filter((constant) => constant.source === source);
    const constants = local?.length
      ? local
      : imports(source, identifier.text)
        ? this.constants.get(identifier.text)
        : undefined;
    if (!constants?.length) return undefined;
    return constants.flatMap(({ value, source: at }) => this.follow(value, at, inTemplate));
  }

  /** What each element of an array (a literal, or a constant's) can be. */
  private followElements(expression: ts.Expression, source: Source, inTemplate: boolean): string[] {
    const elements = this.elementsOf(expression, source);
    if (elements.length === 0) return [HOLE];
    return elements.flatMap((element) => this.follow(element, source, inTemplate));
  }

  /** A function's results: what each `return` (or an arrow's expression) gives. */
  private followCall(name: string, source: Source, inTemplate: boolean): string[] | undefined {
    if (name === 'invalidInputMessage') return this.validationMessages();
    const local = this.functions.get(name)?.filter((fn) => fn.source === source);
    const found = local?.length ? local : this.functions.get(name);
    if (!found?.length) return undefined;
    return found.flatMap(({ fn, source: at }) => {
      if (fn.body && !ts.isBlock(fn.body)) return this.follow(fn.body, at, inTemplate);
      const results: string[] = [];
      const visit = (node: ts.Node) => {
        if (
          ts.isReturnStatement(node) &&
          node.expression &&
          node.expression.kind !== ts.SyntaxKind.NullKeyword
        )
          results.push(...this.follow(node.expression, at, inTemplate));
        else if (!ts.isFunctionLike(node)) node.forEachChild(visit);
      };
      fn.body?.forEachChild(visit);
      return results;
    });
  }

  /** What the central error handler answers to a request that failed its schema, per field message. */
  private validationMessages(): string[] {
    return VALIDATION_CONTEXTS.flatMap((where) =>
      this.validationDetails.flatMap((detail) => [
        `Invalid ${where} field '${HOLE}': ${detail}`,
        `Invalid ${where}: ${detail}`,
      ]),
    );
  }

  /** The field messages contracts' zod schemas give (zod's own defaults are not in the source). */
  collectValidationDetails(contracts: Source[]): void {
    const details: string[] = [];
    const take = (expression: ts.Expression, source: Source, isMessage: boolean) => {
      if (ts.isObjectLiteralExpression(expression)) {
        const message = expression.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'message',
        );
        if (message) take(message.initializer, source, true);
        return;
      }
      if (!isMessage) return;
      // Followed as a part: an argument that is no message (a limit, a pattern, a function) is dropped.
      details.push(...this.follow(expression, source, true).filter((detail) => /[a-z]/i.test(detail)));
    };
    for (const source of contracts)
      eachNode(source.sourceFile, (node) => {
        if (!ts.isCallExpression(node)) return;
        const callee = node.expression;
        const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
        if (method && (ZOD_CHECKS.has(method) || ZOD_MESSAGE_OBJECTS.has(method)))
          for (const argument of node.arguments) take(argument, source, ZOD_CHECKS.has(method));
      });
    this.validationDetails = [...new Set(details)];
  }
}

/**
 * The messages the API at `root` (the repository) can send a user: every refusal, and the success messages of the
 * routes under `successMessagesFrom` (the few whose answers' `message` the interface shows).
 */
export function apiSentMessages(root: string, successMessagesFrom: readonly string[] = []): SentMessages {
  const contracts = sourcesUnder(root, 'packages/contracts/src');
  const api = sourcesUnder(root, 'apps/api/src');
  const follower = new MessageFollower([...api, ...contracts]);
  follower.collectValidationDetails(contracts);
  const messages = new Set<string>(follower.validationDetails);
  const byName = (name: string) =>
    [...api, ...contracts].flatMap((source) => {
      const found: FunctionLike[] = [];
      eachNode(source.sourceFile, (node) => {
        if (
          (ts.isFunctionDeclaration(node) || ts.isConstructorDeclaration(node)) &&
          functionName(node) === name
        )
          found.push(node);
      });
      return found.map((fn) => ({ fn, source }));
    });
  for (const { fn, source } of byName('HttpError'))
    for (const text of follower.followParameter(fn, source, 1)) messages.add(text);
  for (const { fn, source } of byName('failure'))
    for (const text of follower.followParameter(fn, source, 0)) messages.add(text);
  for (const { fn, source } of byName('ok'))
    for (const folder of successMessagesFrom)
      for (const text of follower.followArgumentFrom(fn, source, 1, folder)) messages.add(text);
  for (const source of api)
    eachNode(source.sourceFile, (node) => {
      // better-auth's refusals, and an import's failure event: `{ message }` beside an APIError or `type: 'error'`.
      if (!ts.isObjectLiteralExpression(node)) return;
      const property = (name: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name,
        );
      const message = property('message');
      const isApiError = ts.isNewExpression(node.parent) && node.parent.expression.getText() === 'APIError';
      const isErrorEvent = property('type')?.initializer.getText() === "'error'";
      if (message && (isApiError || isErrorEvent))
        for (const text of follower.follow(message.initializer, source, false)) messages.add(text);
    });
  for (const source of api.filter(({ file }) => REASONS_FROM.some((folder) => file.startsWith(folder))))
    eachNode(source.sourceFile, (node) => {
      // The reasons of an import's notes and a connection's log, and the title of a note about a whole file.
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'reason')
        for (const text of follower.follow(node.initializer, source, false)) messages.add(text);
      if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'reason')
        for (const text of follower.follow(node.name, source, false)) messages.add(text);
      const isFileNote =
        ts.isCallExpression(node) &&
        node.expression.getText() === 'noteRow' &&
        node.arguments[1]?.getText() === '0' &&
        node.arguments[2];
      if (isFileNote)
        for (const text of follower.follow(node.arguments[2]!, source, false)) messages.add(text);
    });
  messages.delete('');
  return { messages, unfollowed: follower.unfollowed };
}
