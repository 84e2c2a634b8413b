const ALL = ['@aws-sdk/client-s3','@fastify/compress','@fastify/multipart','@fastify/rate-limit','@fastify/static','@fastify/swagger','@fastify/swagger-ui','@lingui/core','@lingui/message-utils/compileMessage','@node-rs/argon2','@signpdf/placeholder-pdf-lib','@signpdf/signer-p12','@signpdf/signpdf','@touch4it/ical-timezones','better-sqlite3','csv-stringify/sync','fastify','fastify-plugin','fastify-type-provider-zod','ical-generator','imapflow','ioredis','isbot','jose','kysely','luxon','node-forge','nodemailer','pdf-lib','react-router','sharp','tar','xmlbuilder','zod','react-dom/server','react'];
const skip = new Set(process.argv.slice(2));
for (const m of ALL) if (!skip.has(m)) await import(m);
for (let i = 0; i < 3; i++) { globalThis.gc(); await new Promise(r => setTimeout(r, 300)); }
const u = process.memoryUsage();
console.log(`skip [${[...skip].join(' ')}]: rss ${(u.rss/1048576).toFixed(1)} heap ${(u.heapUsed/1048576).toFixed(1)}`);
