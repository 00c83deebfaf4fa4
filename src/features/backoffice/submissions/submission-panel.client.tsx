'use client'

import type { ClientProject, ProjectFile, ProjectSubmission } from '@payload-types'
import { Modal } from '@/components/ui/modal.client'
import { Moment } from '@/components/ui/moment'
import { PROJECT_TYPE_LABELS } from '@/domain/projects/type'
import { SUBMISSION_STATUS_LABELS } from '@/domain/submissions/status'

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
            <Fact term="Nom complet">{`${submission.firstName} ${submission.lastName}`}</Fact>
            <Fact term="Entreprise">{submission.companyName}</Fact>
            <Fact term="Email">{submission.email}</Fact>
            <Fact term="Téléphone">{submission.phone}</Fact>
            <Fact term="Type de projet">{PROJECT_TYPE_LABELS[submission.projectType]}</Fact>
            <Fact term="Statut">{SUBMISSION_STATUS_LABELS[submission.status]}</Fact>
            <Fact term="Progression du projet">
              {project ? `${project.progressPercentage} %` : ''}
            </Fact>
            <Fact term="Livraison estimée">
              {project?.estimatedDelivery ? <Moment date={project.estimatedDelivery} /> : ''}
            </Fact>
            <Fact term="Prochaine étape">{project?.nextStep}</Fact>
            <Fact term="Brief confirmé">{submission.briefConfirmed ? 'Oui' : 'Non'}</Fact>
          </dl>
          <dl className="grid gap-4">
            <Fact term="Description du projet">{submission.businessDescription}</Fact>
            <Fact term="Sites appréciés">{submission.likedSites}</Fact>
            <Fact term="Sites non appréciés">{submission.dislikedSites}</Fact>
            <Fact term="Fichiers">
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
