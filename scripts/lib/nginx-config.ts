import path from 'node:path'

// Debian's nginx (/usr/sbin is not on an ordinary user's PATH).
export const NGINX = '/usr/sbin/nginx'

/**
 * nginx's own settings, which Debian's /etc/nginx/nginx.conf would hold, kept in `folder` with
 * its pid, log and temporary files: one worker, no access log, then `http` lines of the caller's.
 */
export const nginxMainConfig = (
  folder: string,
  { modules = [], http }: { modules?: string[]; http: string[] },
) =>
  [
    ...modules.map((module) => `load_module ${module};`),
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(folder, 'nginx.pid')};`,
    `error_log ${path.join(folder, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    'include /etc/nginx/mime.types;',
    'default_type application/octet-stream;',
    'access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `${name}_temp_path ${path.join(folder, name)};`,
    ),
    ...http,
    '}',
  ].join('\n')
