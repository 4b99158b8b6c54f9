/**
 * @generated SignedSource<<4ed6639139e3309fe802abdda89dbb09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Salary_salary$data = {
  readonly maxRials: number | null | undefined;
  readonly minRials: number | null | undefined;
  readonly " $fragmentType": "Salary_salary";
};
export type Salary_salary$key = {
  readonly " $data"?: Salary_salary$data;
  readonly " $fragmentSpreads": FragmentRefs<"Salary_salary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Salary_salary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxRials",
      "storageKey": null
    }
  ],
  "type": "SalaryRange",
  "abstractKey": null
};

(node as any).hash = "84b00d96d895682356ff3062d5bc3b09";

export default node;
