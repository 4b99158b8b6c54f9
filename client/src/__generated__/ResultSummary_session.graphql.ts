/**
 * @generated SignedSource<<047d82ec3bd41e6b4fd2fd0e84f6ac8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TestScoringKind = "APTITUDE" | "PERSONALITY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResultSummary_session$data = {
  readonly result: {
    readonly answered: number;
    readonly comparison: {
      readonly betterThan: number | null | undefined;
      readonly minimumSample: number;
      readonly sampleSize: number;
    } | null | undefined;
    readonly correct: number;
    readonly kind: TestScoringKind;
    readonly passed: boolean | null | undefined;
    readonly score: number | null | undefined;
    readonly total: number;
    readonly validProfile: boolean | null | undefined;
  } | null | undefined;
  readonly test: {
    readonly passingScore: number;
  };
  readonly " $fragmentType": "ResultSummary_session";
};
export type ResultSummary_session$key = {
  readonly " $data"?: ResultSummary_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultSummary_session">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultSummary_session",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Test",
      "kind": "LinkedField",
      "name": "test",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passingScore",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TestResult",
      "kind": "LinkedField",
      "name": "result",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
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
          "name": "passed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "validProfile",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correct",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TestResultComparison",
          "kind": "LinkedField",
          "name": "comparison",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sampleSize",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "minimumSample",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "betterThan",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TestSession",
  "abstractKey": null
};

(node as any).hash = "844fe5a3a9f11daf9957f248f0204bca";

export default node;
