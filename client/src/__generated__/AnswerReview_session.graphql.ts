/**
 * @generated SignedSource<<066ed45452ef16c633866565cefb0759>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TestScoringKind = "APTITUDE" | "PERSONALITY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AnswerReview_session$data = {
  readonly questions: ReadonlyArray<{
    readonly answerChoices: ReadonlyArray<string> | null | undefined;
    readonly answerValue: number | null | undefined;
    readonly correct: boolean | null | undefined;
    readonly correctChoices: ReadonlyArray<string> | null | undefined;
    readonly correctValue: number | null | undefined;
    readonly explanation: string | null | undefined;
    readonly options: ReadonlyArray<{
      readonly key: string;
      readonly text: string;
    }>;
    readonly position: number;
    readonly prompt: string;
  }>;
  readonly result: {
    readonly categories: ReadonlyArray<{
      readonly correct: number | null | undefined;
      readonly key: string;
      readonly name: string;
      readonly total: number;
      readonly unanswered: number | null | undefined;
      readonly wrong: number | null | undefined;
    }>;
    readonly kind: TestScoringKind;
  } | null | undefined;
  readonly test: {
    readonly practice: boolean;
  };
  readonly " $fragmentType": "AnswerReview_session";
};
export type AnswerReview_session$key = {
  readonly " $data"?: AnswerReview_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerReview_session">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "correct",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerReview_session",
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
          "name": "practice",
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
          "concreteType": "TestCategoryResult",
          "kind": "LinkedField",
          "name": "categories",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "wrong",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unanswered",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "total",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TestSessionQuestion",
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "prompt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QuestionOption",
          "kind": "LinkedField",
          "name": "options",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answerChoices",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answerValue",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correctChoices",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correctValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "explanation",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TestSession",
  "abstractKey": null
};
})();

(node as any).hash = "96c91652a00e73ec2aaff409949ddfe0";

export default node;
