'use client'

import type { ClientProject, ProjectFile, ProjectSubmission } from '@payload-types'
import { Modal } from '@/components/ui/modal.client'
import { Moment } from '@/components/ui/moment'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { overallProgress } from '@/domain/projects/phases'

const linkedProject = (submission: ProjectSubmission) => {
  const first = submission.project?.docs?.[0]
  return typeof first === 'object' ? (first as ClientProject) : null
}

const filesOf = (submission: ProjectSubmission) =>
  (submission.files?.docs ?? []).filter((file): file is ProjectFile => typeof file === 'object')

const Fact = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <div className="flex flex-col gap-0.5">
    <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{term}</dt>
    <dd className="break-words whitespace-pre-wrap">{children || '—'}</dd>
  </div>
)

/** A submission's side panel: every field of the brief, its project's progress and its files. */
export const SubmissionPanel = ({
  submission,
  onClose,
  actions,
}: {
  submission: ProjectSubmission | null
  onClose: () => void
  actions: React.ReactNode
}) => {
  const { t } = useTranslation('backoffice')
  const project = submission ? linkedProject(submission) : null
  return (
    <Modal
      placement="side"
      open={submission !== null}
      onClose={onClose}
      title={submission ? `${submission.firstName} ${submission.lastName}` : ''}
    >
      {submission ? (
        <>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact term={t('submissions.panel.fullName')}>
              {`${submission.firstName} ${submission.lastName}`}
            </Fact>
            <Fact term={t('submissions.panel.company')}>{submission.companyName}</Fact>
            <Fact term={t('submissions.panel.email')}>{submission.email}</Fact>
            <Fact term={t('submissions.panel.phone')}>{submission.phone}</Fact>
            <Fact term={t('submissions.panel.projectType')}>
              {t(`projectType.${submission.projectType}`, { ns: 'labels' })}
            </Fact>
            <Fact term={t('submissions.panel.status')}>
              {t(`submissionStatus.${submission.status}`, { ns: 'labels' })}
            </Fact>
            <Fact term={t('submissions.panel.progress')}>
              {project
                ? t('submissions.panel.progressValue', {
                    percent: overallProgress(project.status, project.progressPercentage),
                  })
                : ''}
            </Fact>
            <Fact term={t('submissions.panel.delivery')}>
              {project?.estimatedDelivery ? <Moment date={project.estimatedDelivery} /> : ''}
            </Fact>
            <Fact term={t('submissions.panel.nextStep')}>{project?.nextStep}</Fact>
            <Fact term={t('submissions.panel.briefConfirmed')}>
              {t(submission.briefConfirmed ? 'submissions.panel.yes' : 'submissions.panel.no')}
            </Fact>
          </dl>
          <dl className="grid gap-4">
            <Fact term={t('submissions.panel.description')}>{submission.businessDescription}</Fact>
            <Fact term={t('submissions.panel.likedSites')}>{submission.likedSites}</Fact>
            <Fact term={t('submissions.panel.dislikedSites')}>{submission.dislikedSites}</Fact>
            <Fact term={t('submissions.panel.files')}>
              {filesOf(submission).length ? (
                <ul className="flex flex-col gap-1">
                  {filesOf(submission).map((file) => (
                    <li key={file.id}>
                      <a
                        href={file.url ?? '#'}
                        className="font-medium text-blue-700 hover:underline dark:text-blue-300"
                      >
                        {file.filename}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Fact>
          </dl>
          {actions}
        </>
      ) : null}
    </Modal>
  )
}
