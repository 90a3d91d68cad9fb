import type { AppraisalDto } from "../../../contract/buyback.js";
import type { ConditionChoices } from "../../../domain/appraisal.js";
import { choicesToAnswers } from "../../../domain/buyback-answers.js";

/** Spec §3 Appraisal request as the page sends it: the server prices it again from these. */
export function appraisalRequestOf(
  color: string,
  appraisal: AppraisalDto,
  answers: ConditionChoices,
  note = "",
) {
  return {
    device_identifier: color,
    appraisal_version: appraisal.version,
    device_condition_choices: choicesToAnswers(appraisal, answers),
    note,
  };
}
