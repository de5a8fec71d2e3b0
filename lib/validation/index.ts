export { domainNameSchema, isDomainName } from './domain-name';
export { emailSchema, isEmail, normalizeEmail } from './email';
export { isNumericCode, numericCodeSchema } from './numeric-code';
