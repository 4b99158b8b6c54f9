/**
 * @generated SignedSource<<981c67b05211663d0e770783fb39bdd2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TalentPoolPageEntry_resume$data = {
  readonly document: {
    readonly certificates: ReadonlyArray<{
      readonly testTitle: string;
    }>;
    readonly headline: string | null | undefined;
    readonly languages: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly locale: string;
    readonly place: string | null | undefined;
    readonly skills: ReadonlyArray<string>;
  } | null | undefined;
  readonly evaluatedAt: string;
  readonly id: string;
  readonly " $fragmentType": "TalentPoolPageEntry_resume";
};
export type TalentPoolPageEntry_resume$key = {
  readonly " $data"?: TalentPoolPageEntry_resume$data;
  readonly " $fragmentSpreads": FragmentRefs<"TalentPoolPageEntry_resume">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "locale"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TalentPoolPageEntry_resume",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "evaluatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "locale",
          "variableName": "locale"
        }
      ],
      "concreteType": "ResumeDocument",
      "kind": "LinkedField",
      "name": "document",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "headline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "place",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skills",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ResumeLanguage",
          "kind": "LinkedField",
          "name": "languages",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ResumeCertificate",
          "kind": "LinkedField",
          "name": "certificates",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "testTitle",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TalentPoolResume",
  "abstractKey": null
};

(node as any).hash = "142eafa07124346d99d9358c44b5001b";

export default node;
