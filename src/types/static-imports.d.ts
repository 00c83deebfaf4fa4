// What `import x from './file.svg'` gives (Next.js's static file imports), declared here too:
// next-env.d.ts, which also declares it, only exists once Next.js has built or run the app.
/// <reference types="next/image-types/global" />
