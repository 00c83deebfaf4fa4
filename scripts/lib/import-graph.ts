import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

/** The compiler options of the project's tsconfig.json: its path aliases above all. */
export const compilerOptions = (): ts.CompilerOptions => {
  const configFile = ts.findConfigFile(process.cwd(), ts.sys.fileExists)
  if (!configFile) throw new Error('No tsconfig.json')
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile)
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile)).options
}

/**
 * The project's own files (absolute paths) that `file` imports (statically, dynamically or by re-export), as
 * TypeScript resolves them: aliases, relative paths and folders' index files alike.
 */
export const importsOf = (file: string, options: ts.CompilerOptions): string[] => {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
  return importedFiles.flatMap(({ fileName }) => {
    const { resolvedModule } = ts.resolveModuleName(fileName, file, options, ts.sys)
    if (!resolvedModule || resolvedModule.isExternalLibraryImport) return []
    const resolved = path.resolve(resolvedModule.resolvedFileName)
    return resolved.endsWith('.d.ts') ? [] : [resolved]
  })
}
