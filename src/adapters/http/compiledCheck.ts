import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { getMetadataStorage, type ValidationArguments } from 'class-validator';

/**
 * A DTO's class-validator decorators compiled, once per class, into a plain-JS check of a parsed JSON
 * value, plus a builder of the DTO instance. The decorators stay the single declaration of each shape:
 * this reads their metadata (and class-transformer's @Type, by probing plainToInstance) and runs their
 * own constraint functions, with the rules of class-validator's ValidationExecutor as parseResponse
 * configures it (forbidUnknownValues, no groups). It skips what makes validateSync slow on a long list
 * (the executor, ValidationError objects, class-transformer's deep copy). A DTO with a decorator kind it
 * does not know is not compiled (compile answers undefined) and parseResponse uses validateSync.
 * test/property/compiledCheck.test.ts checks that both agree on random and mutated answers.
 */
export interface CompiledDto<T> {
  /** Whether validateSync(plainToInstance(dto, value)) would find no error; value is a JSON object. */
  readonly check: (value: Record<string, unknown>) => boolean;
  /** The DTO instance with its declared properties (nested DTOs built too); call after check. */
  readonly build: (value: Record<string, unknown>) => T;
}

// The metadata types of class-validator's ValidationTypes that this compiler knows.
const CUSTOM = 'customValidation';
const NESTED = 'nestedValidation';
const CONDITIONAL = 'conditionalValidation';
const IS_DEFINED = 'isDefined';
const WHITELIST = 'whitelistValidation';
const KNOWN = new Set([CUSTOM, NESTED, CONDITIONAL, IS_DEFINED, WHITELIST]);

type ValueCheck = (object: Record<string, unknown>, value: unknown) => boolean;
type Validate = (value: unknown, args: ValidationArguments) => unknown;

interface PropertyPlan {
  readonly name: string;
  readonly check: ValueCheck;
  /** The DTO class class-transformer makes of an object in this property (or in its array), if any. */
  readonly nested?: ClassConstructor<object>;
}

interface Plan {
  readonly dto: ClassConstructor<object>;
  readonly properties: readonly PropertyPlan[];
}

const cache = new Map<ClassConstructor<object>, CompiledDto<object> | null>();

/** The compiled check of a DTO class, or undefined when its decorators need class-validator itself. */
export function compile<T extends object>(dto: ClassConstructor<T>): CompiledDto<T> | undefined {
  if (!cache.has(dto)) cache.set(dto, null);
  else return (cache.get(dto) ?? undefined) as CompiledDto<T> | undefined;
  const plan = planOf(dto as ClassConstructor<object>, new Map());
  const compiled = plan ? compiledFrom(plan) : null;
  cache.set(dto, compiled);
  return (compiled ?? undefined) as CompiledDto<T> | undefined;
}

function compiledFrom(plan: Plan): CompiledDto<object> {
  return {
    check: (value) => checkObject(plan, value),
    build: (value) => buildObject(plan, value),
  };
}

/** Plans are made depth first; `seen` lets self-referencing DTOs share one plan. */
function planOf(dto: ClassConstructor<object>, seen: Map<ClassConstructor<object>, Plan | null>): Plan | null {
  if (seen.has(dto)) return seen.get(dto) ?? null;
  const storage = getMetadataStorage();
  const metadatas = storage.getTargetValidationMetadatas(dto, '', false, false);
  if (metadatas.some((m) => !KNOWN.has(m.type) || (m.groups?.length ?? 0) > 0 || m.always)) return null;
  const properties: PropertyPlan[] = [];
  const plan: Plan = { dto, properties };
  seen.set(dto, plan);
  const grouped = storage.groupByPropertyName(metadatas);
  for (const [name, all] of Object.entries(grouped)) {
    const conditions = all.filter((m) => m.type === CONDITIONAL).map((m) => m.constraints[0] as ValueCheck);
    const customs = all.filter((m) => m.type === CUSTOM || m.type === IS_DEFINED);
    const hasNested = all.some((m) => m.type === NESTED);
    const validators = customs.flatMap((m) =>
      storage.getTargetValidatorConstraints(m.constraintCls).map((constraint) => {
        // The constraint's instance taken once: its getter looks it up in class-validator's container on every read.
        const instance = constraint.instance as { validate: Validate };
        const validate: Validate = (value, args) => instance.validate(value, args);
        return { metadata: m, validate, async: constraint.async };
      }),
    );
    if (validators.some((v) => v.async)) return null;
    let nestedPlan: Plan | undefined;
    let nested: ClassConstructor<object> | undefined;
    if (hasNested) {
      nested = transformedClass(dto, name);
      if (nested) {
        const found = planOf(nested, seen);
        if (found === null) return null;
        nestedPlan = found;
      }
    }
    const check: ValueCheck = (object, value) => {
      for (const condition of conditions) if (!condition(object, value)) return true;
      for (const { metadata, validate } of validators) {
        if (metadata.validateIf && !metadata.validateIf(object, value)) continue;
        const args: ValidationArguments = {
          targetName: dto.name,
          property: name,
          object,
          value,
          constraints: metadata.constraints,
        };
        if (metadata.each && Array.isArray(value)) {
          for (const item of value) if (!validate(item, args)) return false;
        } else if (!validate(value, args)) return false;
      }
      return !hasNested || checkNested(value, nestedPlan);
    };
    properties.push({ name, check, ...(nested ? { nested } : {}) });
  }
  return plan;
}

/** What class-transformer makes of an object, and of an array's objects, in this property. */
function transformedClass(dto: ClassConstructor<object>, property: string): ClassConstructor<object> | undefined {
  const single = (plainToInstance(dto, { [property]: {} }) as Record<string, unknown>)[property];
  const listed = (plainToInstance(dto, { [property]: [{}] }) as Record<string, unknown[]>)[property]?.[0];
  const classOf = (value: unknown) =>
    value && typeof value === 'object' && value.constructor !== Object ? (value.constructor as ClassConstructor<object>) : undefined;
  const a = classOf(single);
  const b = classOf(listed);
  return a === b ? a : undefined;
}

/**
 * ValidationExecutor.nestedValidations: undefined passes, arrays are checked item by item. One rule is
 * stricter than class-validator: it lets a list through inside a nested list (`fl: [[]]`), which no DTO
 * can map (toDomain would crash on it), so this refuses it.
 */
function checkNested(value: unknown, plan: Plan | undefined): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (Array.isArray(item) || !checkNested(item, plan)) return false;
    return true;
  }
  if (typeof value === 'object' && value !== null) return plan !== undefined && checkObject(plan, value as Record<string, unknown>);
  return false;
}

function checkObject(plan: Plan, value: Record<string, unknown>): boolean {
  // forbidUnknownValues: an object whose class declares nothing is refused.
  if (plan.properties.length === 0) return false;
  for (const property of plan.properties) {
    if (!property.check(value, value[property.name])) return false;
  }
  return true;
}

function buildObject(plan: Plan, value: Record<string, unknown>): object {
  const instance = new plan.dto() as Record<string, unknown>;
  for (const property of plan.properties) {
    if (!Object.prototype.hasOwnProperty.call(value, property.name)) continue;
    const raw = value[property.name];
    const nested = property.nested ? compile(property.nested) : undefined;
    instance[property.name] = nested ? buildNested(nested, raw) : raw;
  }
  return instance;
}

function buildNested(nested: CompiledDto<object>, raw: unknown): unknown {
  if (Array.isArray(raw)) return raw.map((item) => buildNested(nested, item));
  if (typeof raw === 'object' && raw !== null) return nested.build(raw as Record<string, unknown>);
  return raw;
}
