// s3rver ships no types; this is the small part the attachments test uses.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: Array<{ name: string }>;
    });
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
