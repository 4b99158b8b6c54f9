/**
 * @generated SignedSource<<5a26a6ea989ab478f0dd863ec175e7c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationTestState = "IN_PROGRESS" | "NOT_TAKEN" | "SCORED" | "%future added value";
export type IntegrityRisk = "HIGH" | "LOW" | "MEDIUM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplicationTestResults_application$data = {
  readonly testResults: ReadonlyArray<{
    readonly band: string | null | undefined;
    readonly consistency: number | null | undefined;
    readonly integrityRisk: IntegrityRisk | null | undefined;
    readonly passed: boolean | null | undefined;
    readonly score: number | null | undefined;
    readonly state: ApplicationTestState;
    readonly testId: string;
    readonly validProfile: boolean | null | undefined;
  }> | null | undefined;
  readonly " $fragmentType": "ApplicationTestResults_application";
};
export type ApplicationTestResults_application$key = {
  readonly " $data"?: ApplicationTestResults_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationTestResults_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationTestResults_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationTestResult",
      "kind": "LinkedField",
      "name": "testResults",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "testId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "score",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "band",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "consistency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "integrityRisk",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "validProfile",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "JobApplication",
  "abstractKey": null
};

(node as any).hash = "2ca2ffdcdec3377e5c86d83c88482027";

export default node;
