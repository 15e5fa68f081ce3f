// A local S3 server (s3rver: the real S3 protocol) for the upload bench: a temporary folder, a random port on
// 127.0.0.1, one bucket. Prints `LISTENING <url>`; stops on SIGTERM.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "roster-bench-s3-"));
const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
const { port } = await server.run();
const url = `http://127.0.0.1:${port}`;
const client = new S3Client({
  region: "us-east-1",
  endpoint: url,
  forcePathStyle: true,
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
});
await client.send(new CreateBucketCommand({ Bucket: process.env.BUCKET ?? "roster-bench" }));
console.log(`LISTENING ${url}`);
process.on("SIGTERM", async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
  process.exit(0);
});
