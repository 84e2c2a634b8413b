const name = process.argv[2];
const before = process.memoryUsage();
const t = Date.now();
if (name !== 'none') await import(name);
globalThis.gc?.(); await new Promise(r => setTimeout(r, 200)); globalThis.gc?.();
const after = process.memoryUsage();
console.log(name.padEnd(40), 'rss +' + ((after.rss - before.rss) / 1048576).toFixed(1), 'heap +' + ((after.heapUsed - before.heapUsed) / 1048576).toFixed(1), (Date.now()-t)+'ms');
