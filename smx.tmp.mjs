import fs from "node:fs";
import { SourceMapConsumer } from "source-map-js";
import { gzipSync } from "node:zlib";
const file = process.argv[2];
const code = fs.readFileSync(file, "utf8");
const map = JSON.parse(fs.readFileSync(file + ".map", "utf8"));
const c = new SourceMapConsumer(map);
const lines = code.split("\n");
const bySrc = new Map();
let last = null;
const maps=[];
c.eachMapping((m) => maps.push(m));
maps.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
const texts = new Map();
for (let i=0;i<maps.length;i++){
  const m=maps[i], n=maps[i+1];
  const line=lines[m.generatedLine-1];
  const end = n && n.generatedLine===m.generatedLine ? n.generatedColumn : line.length;
  const seg=line.slice(m.generatedColumn,end);
  let src=m.source||"?";
  src = src.replace(/.*node_modules\//,"nm:").replace(/.*\/apps\/web\/src\//,"web:").replace(/.*\/packages\/contract\/src\//,"contract:");
  const key = process.argv[3]==="pkg" ? (src.startsWith("nm:")? src.split("/").slice(0, src.startsWith("nm:@")?2:1).join("/") : src.split("/").slice(0,2).join("/")) : src;
  texts.set(key,(texts.get(key)||"")+seg);
}
const rows=[...texts].map(([k,t])=>[k,t.length,gzipSync(t).length]).sort((a,b)=>b[1]-a[1]);
let tot=0; for(const r of rows) tot+=r[1];
console.log("total raw",tot);
for(const r of rows.slice(0,+process.argv[4]||40)) console.log(String(r[1]).padStart(8),String(r[2]).padStart(7),r[0]);
