import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/*
 * The sreo contract (contract/openapi.yaml) as tests read it: its operations, their documented answers
 * and examples, and a JSON Schema 2020-12 validator for bodies, so that both sides of the wire are held
 * to the one document instead of to fixtures of their own.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Reference {
  readonly $ref: string;
}

interface MediaType {
  readonly schema?: object;
  readonly examples?: Readonly<Record<string, { readonly value: Json } | Reference>>;
}

interface ResponseObject {
  readonly description: string;
  readonly headers?: Readonly<Record<string, { readonly required?: boolean } | Reference>>;
  readonly content?: Readonly<Record<string, MediaType>>;
}

interface Parameter {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header';
  readonly required?: boolean;
  readonly example?: Json;
}

export interface Operation {
  readonly operationId: string;
  readonly tags: readonly string[];
  readonly parameters?: readonly (Parameter | Reference)[];
  readonly requestBody?: { readonly content: Readonly<Record<string, MediaType>> };
  readonly responses: Readonly<Record<string, ResponseObject | Reference>>;
}

const METHODS = ['get', 'put', 'post', 'delete'] as const;
type Method = (typeof METHODS)[number];

/** One operation of the document, where it is. */
export interface DocumentedOperation {
  readonly method: Method;
  /** The path template, e.g. '/app/library/decks/{deckId}'. */
  readonly path: string;
  readonly operation: Operation;
}

const DOCUMENT_ID = 'urn:sreo:contract';
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

export const contractDocument = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as {
  readonly paths: Readonly<Record<string, Partial<Record<Method, Operation>>>>;
  readonly components: { readonly examples: Readonly<Record<string, { readonly value: Json }>> };
};

/** The words of an OpenAPI document that are not JSON Schema keywords. */
const OPENAPI_WORDS = ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components', 'discriminator', 'xml', 'externalDocs', 'example'];

/**
 * The document with every object schema closed to fields it does not name, so that a body holding an
 * undocumented field fails here: what either side sends is documented, not only what it must send. (A
 * client still ignores extra fields: the document leaves them open.)
 */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (typeof node !== 'object' || node === null) return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, closed(value)]));
  const open = 'properties' in copy && !('additionalProperties' in copy) && !('unevaluatedProperties' in copy);
  return open ? { ...copy, unevaluatedProperties: false } : copy;
}

function validator(options: { coerceTypes: boolean }) {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true, ...options });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_WORDS);
  ajv.addSchema(closed(contractDocument) as object, DOCUMENT_ID);
  return ajv;
}

const bodies = validator({ coerceTypes: false });
/** Form fields arrive as text: a form's schema says what the text must read as. */
const forms = validator({ coerceTypes: true });

/** The node a local `$ref` names, or the node itself. */
function resolved<T>(node: T | Reference): T {
  if (typeof node !== 'object' || node === null || !('$ref' in node)) return node;
  return pointerTarget(node.$ref.slice(1)) as T;
}

function pointerTarget(pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], contractDocument);
}

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

export function documentedOperations(): DocumentedOperation[] {
  return Object.entries(contractDocument.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] }] : [])),
  );
}

export function operationById(operationId: string): DocumentedOperation {
  const found = documentedOperations().find(({ operation }) => operation.operationId === operationId);
  if (!found) throw new Error(`The contract has no operation ${operationId}.`);
  return found;
}

/** The operation a call to a concrete path (under the API base, no query) is, if the document has one. */
export function operationOf(method: string, path: string): DocumentedOperation | undefined {
  return documentedOperations().find(
    (documented) => documented.method === method.toLowerCase() && templatePattern(documented.path).test(path),
  );
}

function templatePattern(template: string): RegExp {
  return new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

/** The operation's path with each path parameter's documented example in its place. */
export function examplePath({ path, operation }: DocumentedOperation): string {
  const parameters = (operation.parameters ?? []).map((parameter) => resolved(parameter));
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => String(parameters.find((p) => p.name === name)?.example ?? name));
}

/** Where the answer of this status is described (following a `$ref` to a shared response). */
function responsePointer({ method, path, operation }: DocumentedOperation, status: string): string | undefined {
  const response = operation.responses[status];
  if (!response) return undefined;
  return '$ref' in response ? response.$ref.slice(1) : `/paths/${escape(path)}/${method}/responses/${status}`;
}

export function responseOf(documented: DocumentedOperation, status: string): ResponseObject | undefined {
  const pointer = responsePointer(documented, status);
  return pointer === undefined ? undefined : (pointerTarget(pointer) as ResponseObject);
}

/** The statuses of the operation's successful answers. */
export function successStatuses({ operation }: DocumentedOperation): string[] {
  return Object.keys(operation.responses).filter((status) => status.startsWith('2'));
}

/** The names of the headers the answer must carry. */
export function requiredHeaders(response: ResponseObject): string[] {
  return Object.entries(response.headers ?? {})
    .filter(([, header]) => resolved(header).required === true)
    .map(([name]) => name);
}

/** Every documented JSON example of an answer, by name, as a fresh copy. */
export function jsonExamples(documented: DocumentedOperation, status: string): { name: string; value: Json }[] {
  const examples = responseOf(documented, status)?.content?.[JSON_TYPE]?.examples ?? {};
  return Object.entries(examples).map(([name, example]) => ({ name, value: copy(resolved(example).value) }));
}

/** A documented example of the form an operation sends, by name: its fields as the form carries them, as text. */
export function formExample(operationId: string, name: string): Record<string, string> {
  const example = operationById(operationId).operation.requestBody?.content[FORM]?.examples?.[name];
  if (!example) throw new Error(`The contract has no form example ${name} of ${operationId}.`);
  return Object.fromEntries(Object.entries(resolved(example).value as Record<string, Json>).map(([field, value]) => [field, String(value)]));
}

/** A named example of the document's components, as a fresh copy. */
export function documentedExample<T = Json>(name: string): T {
  const example = contractDocument.components.examples[name];
  if (!example) throw new Error(`The contract has no example ${name}.`);
  return copy(example.value) as T;
}

/** A fresh copy made in the test's own realm (structuredClone's objects come from another, which some checks tell apart). */
function copy<T extends Json>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function messages(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || "(body)"} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`);
}

/**
 * What is wrong with an answer's body against the document (empty when it matches): the status must be
 * documented, and the body valid against the schema of its content type (none for an answer with no body).
 */
export function answerProblems(documented: DocumentedOperation, status: number, contentType: string | null, body: unknown): string[] {
  const pointer = responsePointer(documented, String(status));
  if (pointer === undefined) return [`status ${status} is not documented for ${documented.operation.operationId}`];
  const content = (pointerTarget(pointer) as ResponseObject).content;
  if (!content) return body === undefined ? [] : [`status ${status} of ${documented.operation.operationId} is documented without a body`];
  const type = Object.keys(content).find((documentedType) => (contentType ?? '').startsWith(documentedType));
  if (!type) return [`content type ${contentType} is not documented for ${documented.operation.operationId} ${status}`];
  if (type !== JSON_TYPE) return [];
  const validate = bodies.getSchema(`${DOCUMENT_ID}#${pointer}/content/${escape(type)}/schema`);
  if (!validate) throw new Error(`No schema at ${pointer}`);
  return validate(body) ? [] : messages(validate.errors);
}

/** What is wrong with a body against a JSON schema of the document's components (`schemaName`). */
export function schemaProblems(schemaName: string, body: unknown): string[] {
  const validate = bodies.getSchema(`${DOCUMENT_ID}#/components/schemas/${schemaName}`);
  if (!validate) throw new Error(`The contract has no schema ${schemaName}.`);
  return validate(body) ? [] : messages(validate.errors);
}

/** What is wrong with a request's form fields against the operation's form schema. */
export function formProblems(documented: DocumentedOperation, fields: Record<string, string>): string[] {
  const { method, path, operation } = documented;
  if (!operation.requestBody?.content[FORM]) return Object.keys(fields).length === 0 ? [] : [`${operation.operationId} takes no form`];
  const validate = forms.getSchema(`${DOCUMENT_ID}#/paths/${escape(path)}/${method}/requestBody/content/${escape(FORM)}/schema`);
  if (!validate) throw new Error(`No form schema for ${operation.operationId}`);
  // Coercion changes the object it checks: give it a copy.
  return validate({ ...fields }) ? [] : messages(validate.errors);
}
