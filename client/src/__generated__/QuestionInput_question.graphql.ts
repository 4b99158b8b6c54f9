/**
 * @generated SignedSource<<9a303e2521c0e04dd9ff313316d0cbda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type QuestionKind = "AGREEMENT_SCALE" | "MULTIPLE_CHOICE" | "NUMERIC" | "SINGLE_CHOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QuestionInput_question$data = {
  readonly kind: QuestionKind;
  readonly options: ReadonlyArray<{
    readonly key: string;
    readonly text: string;
  }>;
  readonly position: number;
  readonly " $fragmentType": "QuestionInput_question";
};
export type QuestionInput_question$key = {
  readonly " $data"?: QuestionInput_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionInput_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionInput_question",
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
      "name": "kind",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TestSessionQuestion",
  "abstractKey": null
};

(node as any).hash = "fc7c590d14068815b8a2be9fbf5d0823";

export default node;
