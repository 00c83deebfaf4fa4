import { ApproveButton } from '@/components/files/approve-button.client'
import { DeliverableList } from '@/components/files/deliverable-list'
import { UploadForm } from '@/components/files/upload-form.client'
import { UploadSection } from '@/components/files/upload-section'
import type { Locale } from '@/domain/locales'
import type { getT } from '@/i18n/translator'
import type { listProjectDeliverables } from '@/server/files'

import { Panel } from './panel'

type Props = {
  project: { id: number; name: string }
  showName: boolean
  files: Awaited<ReturnType<typeof listProjectDeliverables>>
  lang: Locale
  t: ReturnType<typeof getT>
  nameOf: (id: number | null | undefined) => string
  maxMegabytes: number
  readOnly: boolean
}

/**
 * One project's files in the portal: the studio's deliverables, each approvable at its latest
 * version, and the client's own files with a new version or a new file to send.
 */
export const ProjectFiles = ({
  project,
  showName,
  files,
  lang,
  t,
  nameOf,
  maxMegabytes,
  readOnly,
}: Props) => {
  const suffix = showName ? ` · ${project.name}` : ''
  return (
    <>
      <Panel id={`livrables-${project.id}`} title={t('studioTitle') + suffix}>
        <DeliverableList
          items={files.studio}
          lang={lang}
          t={t}
          nameOf={nameOf}
          empty={t('studioEmpty')}
          actions={(item) => {
            const latest = item.files[0]?.version
            if (readOnly || !latest || item.approval?.version === latest) return null
            return <ApproveButton id={item.id} title={item.title} version={latest} lang={lang} />
          }}
        />
      </Panel>
      <Panel id={`vos-fichiers-${project.id}`} title={t('clientTitle') + suffix}>
        <DeliverableList
          items={files.client}
          lang={lang}
          t={t}
          nameOf={nameOf}
          empty={t('clientEmpty')}
          actions={(item) =>
            readOnly ? null : (
              <details className="group">
                <summary className="cursor-pointer text-sm font-medium text-blue-700 dark:text-blue-300">
                  {t('newVersion')}
                </summary>
                <div className="pt-3">
                  <UploadForm
                    lang={lang}
                    maxMegabytes={maxMegabytes}
                    deliverable={item.id}
                    submitLabel={t('sendVersion')}
                  />
                </div>
              </details>
            )
          }
        />
        {readOnly ? null : (
          <UploadSection title={t('newTitle')} open={!files.client.length}>
            <UploadForm
              lang={lang}
              maxMegabytes={maxMegabytes}
              project={project.id}
              submitLabel={t('send')}
            />
          </UploadSection>
        )}
      </Panel>
    </>
  )
}
